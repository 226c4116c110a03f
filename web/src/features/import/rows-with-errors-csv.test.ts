import { describe, expect, it } from 'vitest';
import { rowsWithErrorsCsv } from './rows-with-errors-csv';

describe('the rows with errors, as a file to fix', () => {
  it('keeps the header and the rows with errors as written, and says what is wrong in each', () => {
    const file =
      '\uFEFFname;notes\r\nWinch 1;ok\r\nWinch 2;"two\r\nlines; kept"\r\n;empty name\r\nWinch 4;ok\r\n';
    const csv = rowsWithErrorsCsv(
      file,
      {
        errorRows: [3, 4],
        errors: [
          { row: 3, column: 'status', message: "'Broken': not a status" },
          { row: 4, column: 'name', message: 'Name is required' },
          { row: 4, column: null, message: 'serial number used twice' },
        ],
      },
      'Import error',
    );
    expect(csv).toBe(
      '\uFEFFname;notes;Import error\r\n' +
        `Winch 2;"two\r\nlines; kept";status: 'Broken': not a status\r\n` +
        ';empty name;"name: Name is required; serial number used twice"\r\n',
    );
  });

  it('leaves the message empty for a row past the listed errors', () => {
    const csv = rowsWithErrorsCsv('a,b\n1,2\n3,4\n', { errorRows: [3], errors: [] }, 'Import error');
    expect(csv).toBe('\uFEFFa,b,Import error\r\n3,4,\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import { detectDelimiter, readCsv } from './csv-rows';

async function rowsOf(...chunks: string[]) {
  const source = (async function* () {
    for (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
  })();
  const rows: string[][] = [];
  for await (const { cells } of readCsv(source)) rows.push(cells);
  return rows;
}

describe('reading an uploaded CSV', () => {
  it('reads the delimiter from the header line, outside quotes', () => {
    expect(detectDelimiter('name,type,location\n')).toBe(',');
    expect(detectDelimiter('Name;Type;"Location, berth"\n1,2,3,4,5,6')).toBe(';');
    expect(detectDelimiter('name\ttype\tlocation')).toBe('\t');
    expect(detectDelimiter('name')).toBe(',');
  });

  it('reads a semicolon file with a byte order mark, line breaks in quotes, cut anywhere into chunks', async () => {
    const text = '\uFEFFname;notes\r\nRaft;"two\r\nlines; and ""quotes"""\r\nBuoy Ø;\r\n';
    const whole = await rowsOf(text);
    expect(whole).toEqual([
      ['name', 'notes'],
      ['Raft', 'two\r\nlines; and "quotes"'],
      ['Buoy Ø', ''],
    ]);
    // A chunk boundary inside the header, and one inside the two bytes of Ø.
    const bytes = Buffer.from(text, 'utf8');
    const cut = bytes.indexOf(Buffer.from('Ø', 'utf8')) + 1;
    const source = (async function* () {
      yield bytes.subarray(0, 6);
      yield bytes.subarray(6, cut);
      yield bytes.subarray(cut);
    })();
    const rows: string[][] = [];
    for await (const { cells } of readCsv(source)) rows.push(cells);
    expect(rows).toEqual(whole);
  });
});

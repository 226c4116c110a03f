import { describe, expect, it } from 'vitest';
import { csvCell, csvRecordTexts, detectCsvDelimiter } from './csv-records';

describe('CSV records as the importer reads them', () => {
  it('takes the delimiter used most outside quotes on the first line', () => {
    expect(detectCsvDelimiter('name,type,location\n')).toBe(',');
    expect(detectCsvDelimiter('Name;Type;"Location, berth"\n1,2,3,4,5,6')).toBe(';');
    expect(detectCsvDelimiter('name\ttype\tlocation')).toBe('\t');
    expect(detectCsvDelimiter('name')).toBe(',');
  });

  it('keeps each record as written, a quoted line break inside its record', () => {
    const text = '\uFEFFName;Notes\r\nRaft 1;"Packed 2024;\nsecond ""line"""\r\nRaft 2;Kai "Nord"\r\n';
    expect(csvRecordTexts(text)).toEqual({
      delimiter: ';',
      records: ['Name;Notes', 'Raft 1;"Packed 2024;\nsecond ""line"""', 'Raft 2;Kai "Nord"'],
    });
  });

  it('counts an empty line as a row, as the importer does, and needs no final line break', () => {
    expect(csvRecordTexts('a,b\n\n1,2').records).toEqual(['a,b', '', '1,2']);
  });

  it('quotes a cell only when it must', () => {
    expect(csvCell('plain', ',')).toBe('plain');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b', ',')).toBe('a;b');
    expect(csvCell('say "x"\nnext', ',')).toBe('"say ""x""\nnext"');
  });
});

import { describe, expect, it } from 'vitest';
import { csvRecordTexts } from '@harbour/contract';
import { readCsv } from './csv-rows';

async function rowsOf(...chunks: string[]) {
  const source = (async function* () {
    for (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
  })();
  const rows: string[][] = [];
  for await (const { cells } of readCsv(source)) rows.push(cells);
  return rows;
}

describe('reading an uploaded CSV', () => {
  it('numbers rows as the record splitter the import screen cuts bad rows out with', async () => {
    const files = [
      'name,notes\nRaft,"two\nlines, ""quoted"""\n\nBuoy,Kai "Nord"\n',
      '\uFEFFName;Notes\r\nA;"x;\r\ny"\r\nB;\r\nC;"""q"""',
      'a\tb\n1\t"2\n3"\n4\t5',
    ];
    for (const file of files) {
      const { records } = csvRecordTexts(file);
      const rows = await rowsOf(file);
      expect(records.length).toBe(rows.length);
      // Each record read alone, under the header, gives that row's cells.
      for (const [index, record] of records.entries()) {
        const alone = await rowsOf(`${records[0] ?? ''}\n${record}`);
        expect(index === 0 ? alone[0] : (alone[1] ?? [''])).toEqual(rows[index]);
      }
    }
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

/** The files the PDF check benchmark uploads: the reported slow file and hostile files up to the 10 MB limit. */
import { deflateSync } from 'node:zlib';

const HEADER = '%PDF-1.7\n';

/**
 * Object 1 the catalog and 2 an empty page tree, then `objects`, then `after` as it is, with a true
 * cross-reference table.
 */
function validPdf(objects: Buffer[], after = Buffer.alloc(0)): Buffer {
  const base = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [] /Count 0 >>'),
    ...objects,
  ];
  const chunks: Buffer[] = [Buffer.from(HEADER)];
  let length = HEADER.length;
  const offsets: number[] = [];
  base.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  chunks.push(after);
  length += after.length;
  const xref = ['xref', `0 ${base.length + 1}`, '0000000000 65535 f '];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n `);
  xref.push(
    'trailer',
    `<< /Size ${base.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  );
  chunks.push(Buffer.from(xref.join('\n')));
  return Buffer.concat(chunks);
}

/** As reported: 60,000 `stream`/`endstream` pairs in 1 MB, each sending the old check back to the file's start. */
const reportedStreams = () => validPdf([], Buffer.from('stream\nendstream\n'.repeat(60_000)));

const emptyStreams = (count: number) =>
  validPdf(Array.from({ length: count }, () => Buffer.from('<< /Length 0 >>\nstream\n\nendstream')));

/**
 * Small objects full of names and strings with escapes, up to `bytes`: the most tokens a file can hold;
 * `last` is the last object (JavaScript there is found only once everything before it has been read).
 */
function manySmallObjects(bytes: number, last = '<< >>'): Buffer {
  const body = Buffer.from('<< /N#61me (str\\151ng) /A [1 2.5 /B <4142>] >>');
  const count = Math.floor((bytes - 200) / (body.length + 40));
  return validPdf([...Array.from({ length: count }, () => body), Buffer.from(last)]);
}

/** An object stream that inflates to 200 MB from about 200 KB. */
function decompressionBomb(): Buffer {
  const content = Buffer.concat([Buffer.from('3 0\n<< >>'), Buffer.alloc(200 * 1024 * 1024, 0x20)]);
  const data = deflateSync(content);
  return validPdf([
    Buffer.concat([
      Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
      data,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

export const BENCH_FILES: { name: string; build: () => Buffer }[] = [
  { name: '60,000 stream keywords in 1 MB (as reported)', build: reportedStreams },
  { name: '60,000 empty stream objects', build: () => emptyStreams(60_000) },
  {
    name: '10 MB of small objects with escaped names and strings',
    build: () => manySmallObjects(10_000_000),
  },
  {
    name: 'the same with JavaScript in its last object (refused after the whole check, nothing stored)',
    build: () => manySmallObjects(10_000_000, '<< /S /JavaScript /JS (app.alert(1)) >>'),
  },
  { name: 'object stream inflating to 200 MB', build: decompressionBomb },
];

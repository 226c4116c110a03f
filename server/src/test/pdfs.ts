/** Builds small PDFs object by object with a correct cross-reference table: plain ones and hostile ones. */
import { deflateSync } from 'node:zlib';

/** A stream object's body: its dictionary (Length added) and its data. */
const stream = (dictionary: string, data: Buffer | string) => {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data, 'latin1');
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/** Object n is objects[n - 1]; object 1 is the catalog. `prefix` goes right after the header line. */
function buildPdf(objects: (string | Buffer)[], prefix = ''): Buffer {
  const chunks: Buffer[] = [Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${prefix}`, 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

const PAGES = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/** A one-page certificate-like PDF; `catalogExtra` goes into the catalog, `more` are objects 4, 5, ... */
const pdfWith = (catalogExtra = '', more: (string | Buffer)[] = [], prefix = '') =>
  buildPdf([`<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`, ...PAGES, ...more], prefix);

/** A one-page PDF showing `text`, as a scanned certificate would be (also the browser suite's upload). */
export const plainPdf = (text = 'Certificate of service') =>
  pdfWith('', [stream('', `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`)]);

export const HOSTILE_PDFS: [string, Buffer, RegExp][] = [
  [
    'JavaScript run on open',
    pdfWith('/OpenAction 4 0 R', ['<< /S /JavaScript /JS (app.alert(1)) >>']),
    /JavaScript/,
  ],
  [
    'JavaScript behind escaped names',
    pdfWith('/OpenAction 4 0 R', ['<< /S /J#61vaScript /J#53 (app.alert(1)) >>']),
    /JavaScript/,
  ],
  [
    'JavaScript inside a compressed object stream',
    pdfWith('/OpenAction 4 0 R', [
      stream(
        '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode',
        deflateSync('4 0 << /S /JavaScript /JS (app.alert(1)) >>'),
      ),
    ]),
    /JavaScript/,
  ],
  [
    'an action that launches a program',
    pdfWith('/OpenAction << /S /Launch /F (cmd.exe) >>'),
    /launches a program/,
  ],
  [
    'an embedded file',
    pdfWith('/Names << /EmbeddedFiles << /Names [(payload.exe) 4 0 R] >> >>', [
      '<< /Type /Filespec /F (payload.exe) /EF << /F 5 0 R >> >>',
      stream('/Type /EmbeddedFile', 'MZ this program cannot be run in DOS mode'),
    ]),
    /embedded file/,
  ],
  ['embedded media', pdfWith('', ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>']), /RichMedia/],
  [
    'a javascript: link',
    pdfWith('/OpenAction << /S /URI /URI (javascript:alert(document.cookie)) >>'),
    /javascript: link/,
  ],
  [
    'web page markup (a PDF+HTML polyglot)',
    pdfWith('', [], '%<html><script>alert(document.cookie)</script></html>\n'),
    /web page markup/,
  ],
  [
    'encryption',
    Buffer.from(pdfWith().toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R'), 'latin1'),
    /cannot be checked/,
  ],
];

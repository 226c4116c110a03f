/**
 * Writes PDFs byte by byte for the PDF check's tests: objects in any order with text between them (comments,
 * garbage), cross-reference tables or streams, object streams, incremental updates, and offsets that can
 * be made to lie. Every file it writes without a lie is one poppler reads.
 */
import { deflateSync } from 'node:zlib';

export type PdfPart =
  /** `num 0 obj` body `endobj`. */
  | { num: number; body: string | Buffer }
  /** Bytes written as they are, between objects. */
  | { text: string | Buffer }
  /** An object stream: the objects compressed inside stream `num`, found through a cross-reference stream. */
  | { num: number; packed: { num: number; body: string }[] };

export interface PdfSection {
  parts: PdfPart[];
  /** Extra trailer entries (the trailer has /Size, /Root 1 0 R and /Prev for an update). */
  trailer?: string;
  /** A cross-reference stream (object number `xrefStream`) instead of a table. */
  xrefStream?: number;
  /** Offsets the cross-reference gives instead of the true ones (or for objects not written), by number. */
  offsets?: Record<number, number>;
  /** Zero bytes compressed after the cross-reference stream's rows (a decompression bomb). */
  xrefPadding?: number;
}

const latin1 = (text: string | Buffer) => (Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1'));

/** A stream object's body: its dictionary (Length added unless given) and its data. */
export function streamBody(dictionary: string, data: string | Buffer, length?: string): Buffer {
  const bytes = latin1(data);
  return Buffer.concat([
    latin1(`<< ${dictionary} /Length ${length ?? bytes.length} >>\nstream\n`),
    bytes,
    latin1('\nendstream'),
  ]);
}

function objectStreamBody(objects: { num: number; body: string }[], dictionary = ''): Buffer {
  let offset = 0;
  const header: string[] = [];
  for (const object of objects) {
    header.push(`${object.num} ${offset}`);
    offset += object.body.length + 1;
  }
  const first = header.join(' ') + '\n';
  const content = first + objects.map((o) => o.body + '\n').join('');
  const data = deflateSync(Buffer.from(content, 'latin1'));
  return streamBody(
    `/Type /ObjStm /N ${objects.length} /First ${first.length} /Filter /FlateDecode ${dictionary}`,
    data,
  );
}

interface Entry {
  num: number;
  type: 1 | 2;
  value: number;
  index: number;
}

function xrefTable(entries: Entry[], first: boolean): string {
  const rows = [...entries].sort((a, b) => a.num - b.num);
  const lines = first ? ['xref', '0 1', '0000000000 65535 f '] : ['xref'];
  for (const entry of rows) {
    lines.push(`${entry.num} 1`, `${String(entry.value).padStart(10, '0')} 00000 n `);
  }
  return lines.join('\n') + '\n';
}

function xrefStreamRows(entries: Entry[]): { index: string; rows: Buffer } {
  const rows = [...entries].sort((a, b) => a.num - b.num);
  const bytes = Buffer.alloc(rows.length * 6);
  rows.forEach((entry, i) => {
    bytes[i * 6] = entry.type;
    bytes.writeUInt32BE(entry.value, i * 6 + 1);
    bytes[i * 6 + 5] = entry.index;
  });
  return { index: rows.map((r) => `${r.num} 1`).join(' '), rows: bytes };
}

/** The sections in order: the first is the original file, each next one an incremental update. */
export function writePdf(sections: PdfSection[], header = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'): Buffer {
  const chunks: Buffer[] = [latin1(header)];
  let length = chunks[0]!.length;
  const write = (bytes: Buffer) => {
    chunks.push(bytes);
    length += bytes.length;
  };
  let size = 1;
  let previous: number | undefined;
  sections.forEach((section, s) => {
    const entries: Entry[] = [];
    for (const part of section.parts) {
      if ('text' in part) {
        write(latin1(part.text));
        continue;
      }
      entries.push({ num: part.num, type: 1, value: section.offsets?.[part.num] ?? length, index: 0 });
      size = Math.max(size, part.num + 1);
      const body = 'packed' in part ? objectStreamBody(part.packed) : latin1(part.body);
      write(Buffer.concat([latin1(`${part.num} 0 obj\n`), body, latin1('\nendobj\n')]));
      if ('packed' in part) {
        part.packed.forEach((object, index) => {
          entries.push({ num: object.num, type: 2, value: part.num, index });
          size = Math.max(size, object.num + 1);
        });
      }
    }
    for (const [num, offset] of Object.entries(section.offsets ?? {})) {
      if (!entries.some((entry) => entry.num === Number(num))) {
        entries.push({ num: Number(num), type: 1, value: offset, index: 0 });
        size = Math.max(size, Number(num) + 1);
      }
    }
    const xrefAt = length;
    const prev = previous === undefined ? '' : `/Prev ${previous}`;
    if (section.xrefStream === undefined) {
      write(latin1(xrefTable(entries, s === 0)));
      write(latin1(`trailer\n<< /Size ${size} /Root 1 0 R ${prev} ${section.trailer ?? ''} >>\n`));
    } else {
      size = Math.max(size, section.xrefStream + 1);
      entries.push({ num: section.xrefStream, type: 1, value: xrefAt, index: 0 });
      const { index, rows } = xrefStreamRows(entries);
      const dictionary = `/Type /XRef /Size ${size} /W [1 4 1] /Index [${index}] /Root 1 0 R ${prev} ${section.trailer ?? ''} /Filter /FlateDecode`;
      const padded = Buffer.concat([rows, Buffer.alloc(section.xrefPadding ?? 0)]);
      const body = streamBody(dictionary, deflateSync(padded));
      write(Buffer.concat([latin1(`${section.xrefStream} 0 obj\n`), body, latin1('\nendobj\n')]));
    }
    write(latin1(`startxref\n${xrefAt}\n%%EOF\n`));
    previous = xrefAt;
  });
  return Buffer.concat(chunks);
}

/** Object 1 the catalog, 2 the page tree, 3 a page with its content in 4: a certificate's bare bones. */
export const CERTIFICATE_PAGE: PdfPart[] = [
  { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
  { num: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>' },
  { num: 4, body: streamBody('', 'BT /F1 12 Tf 72 720 Td (Certificate of service) Tj ET') },
];

export const catalog = (extra = ''): PdfPart => ({
  num: 1,
  body: `<< /Type /Catalog /Pages 2 0 R ${extra} >>`,
});

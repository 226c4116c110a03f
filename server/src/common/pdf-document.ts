/**
 * Every PDF the product makes starts here: pdfkit with DejaVu Sans embedded (npm dejavu-fonts-ttf), so
 * names in any alphabet the font covers (Latin with diacritics, Greek, Cyrillic) print as written;
 * pdfkit's built-in Helvetica writes only Latin-1.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** Points per millimetre: pdfkit measures in points. */
export const MM = 72 / 25.4;

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = { body: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
export type FontName = keyof typeof FONTS;

export function createPdf(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  return doc.font('body');
}

/** The whole document as bytes; call before doc.end(). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Greedy word wrap at the current font and size; a word wider than the line is broken between characters. */
function wrap(doc: PDFKit.PDFDocument, text: string, width: number): { lines: string[]; broken: boolean } {
  const lines: string[] = [];
  let broken = false;
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (doc.widthOfString(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    broken ||= doc.widthOfString(word) > width;
    for (const character of Array.from(word)) {
      if (line && doc.widthOfString(line + character) > width) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return { lines, broken };
}

/** The last line cut with an ellipsis until it fits. */
function ellipsised(doc: PDFKit.PDFDocument, line: string, width: number): string {
  const characters = Array.from(line);
  while (characters.length > 0 && doc.widthOfString(`${characters.join('')}…`) > width) characters.pop();
  return `${characters.join('').trimEnd()}…`;
}

export interface FittedLines {
  lines: string[];
  size: number;
}

/**
 * How `text` fits in at most `maxLines` lines of `width` points: at `size`, or smaller down to `minSize`
 * (words kept whole while a size allows), and past that cut with an ellipsis; never wider.
 */
export function fitLines(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  font: FontName,
  size: number,
  minSize: number,
  maxLines = 1,
): FittedLines {
  doc.font(font);
  for (let fontSize = size; ; fontSize = Math.max(minSize, fontSize - 0.25)) {
    doc.fontSize(fontSize);
    const { lines, broken } = wrap(doc, text, width);
    // A smaller size is tried before a word is broken in two.
    if (lines.length <= maxLines && (!broken || fontSize === minSize)) return { lines, size: fontSize };
    if (fontSize === minSize) {
      const kept = lines.slice(0, maxLines);
      kept[maxLines - 1] = ellipsised(doc, lines.slice(maxLines - 1).join(' '), width);
      return { lines: kept, size: fontSize };
    }
  }
}

/** Writes fitted lines from `y`; answers the height used, in points. */
export function writeLines(
  doc: PDFKit.PDFDocument,
  fitted: FittedLines,
  at: { x: number; y: number; width: number },
  font: FontName,
  align: 'left' | 'center' = 'left',
): number {
  doc.font(font).fontSize(fitted.size);
  const lineHeight = fitted.size * 1.2;
  fitted.lines.forEach((line, i) =>
    doc.text(line, at.x, at.y + i * lineHeight, { width: at.width, lineBreak: false, align }),
  );
  return fitted.lines.length * lineHeight;
}

/** The margin of an A4 report, on every side. */
export const REPORT_MARGIN = 15 * MM;
const ROW_HEIGHT = 13;

/**
 * An A4 report (a round's, availability, a job card): the organisation's name over the title, a new page
 * whenever what comes next does not fit, and table rows of columns given as shares of the page's width.
 */
export function startReport(title: string, orgName: string) {
  const doc = createPdf({ size: 'A4', margin: REPORT_MARGIN, info: { Title: title, Author: orgName } });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * REPORT_MARGIN;
  const bottom = doc.page.height - REPORT_MARGIN;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom) doc.addPage();
  };
  doc.font('bold').fontSize(10).fillColor('#444444').text(orgName);
  doc.font('bold').fontSize(16).fillColor('#000000').text(title);
  doc.moveDown(0.4);

  /** A row writer for these columns: each value on one line, cut with an ellipsis where it does not fit. */
  const table = (shares: readonly number[]) => {
    const widths = shares.map((share) => share * width);
    return (values: string[], font: FontName) => {
      ensureRoom(ROW_HEIGHT);
      const y = doc.y;
      let x = REPORT_MARGIN;
      doc.font(font).fontSize(8);
      values.forEach((value, i) => {
        const columnWidth = widths[i] ?? 0;
        doc.text(value, x, y, {
          width: columnWidth - 4,
          lineBreak: false,
          ellipsis: true,
          height: ROW_HEIGHT,
        });
        x += columnWidth;
      });
      doc.x = REPORT_MARGIN;
      doc.y = y + ROW_HEIGHT;
    };
  };
  /** Lines to sign and date at the foot, under the given words; then the document's bytes. */
  const signedEnd = (signature: string, date: string) => {
    doc.moveDown(2);
    ensureRoom(70);
    doc.font('body').fontSize(10);
    const y = doc.y;
    for (const [i, label] of [signature, date].entries()) {
      const x = REPORT_MARGIN + i * (width * 0.6);
      const lineWidth = i === 0 ? width * 0.55 : width * 0.35;
      doc
        .moveTo(x, y + 30)
        .lineTo(x + lineWidth, y + 30)
        .stroke();
      doc.text(label, x, y + 34, { width: lineWidth });
    }
    doc.end();
    return done;
  };
  return { doc, done, width, ensureRoom, table, signedEnd, rowHeight: ROW_HEIGHT };
}

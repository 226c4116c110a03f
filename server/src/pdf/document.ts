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

/**
 * Writes `text` on one line within `width` points: at `size`, or smaller down to `minSize`, and past that
 * cut with an ellipsis; never wider. Answers the size used.
 */
export function fittedText(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number; width: number },
  font: FontName,
  size: number,
  minSize: number,
  align: 'left' | 'center' = 'left',
): number {
  doc.font(font);
  let fontSize = size;
  while (fontSize > minSize && doc.fontSize(fontSize).widthOfString(text) > at.width) fontSize -= 0.25;
  doc.fontSize(fontSize);
  let shown = text;
  if (doc.widthOfString(shown) > at.width) {
    const characters = Array.from(text);
    while (characters.length > 0 && doc.widthOfString(`${characters.join('')}…`) > at.width) characters.pop();
    shown = `${characters.join('')}…`;
  }
  doc.text(shown, at.x, at.y, { width: at.width, lineBreak: false, align });
  return fontSize;
}

/**
 * A calibration page for a template: a thin frame exactly on every label's edge and millimetre rulers along
 * the top and left of the page. Printed at 100 % on the label stock, it shows how far a printer shifts and
 * scales, which a printer profile then corrects.
 */
import type { LabelTemplate } from '@harbour/contract';
import { createPdf, MM } from '../common/pdf-document';
import { labelsPerPage, layoutLabels, NO_CORRECTION, type PrinterCorrection } from './layout';

/** Line width of the frames: thin enough that its middle is the edge to a tenth of a millimetre. */
const HAIRLINE = 0.1 * MM;

function rulers(doc: PDFKit.PDFDocument, template: LabelTemplate) {
  doc.lineWidth(HAIRLINE).strokeColor('#000000').fillColor('#000000').font('body').fontSize(5);
  for (let mm = 0; mm <= template.page.width; mm++) {
    const length = mm % 10 === 0 ? 4 : mm % 5 === 0 ? 2.5 : 1.5;
    doc
      .moveTo(mm * MM, 0)
      .lineTo(mm * MM, length * MM)
      .stroke();
    if (mm % 10 === 0 && mm > 0) doc.text(String(mm), mm * MM + 0.5 * MM, 2.6 * MM, { lineBreak: false });
  }
  for (let mm = 0; mm <= template.page.height; mm++) {
    const length = mm % 10 === 0 ? 4 : mm % 5 === 0 ? 2.5 : 1.5;
    doc
      .moveTo(0, mm * MM)
      .lineTo(length * MM, mm * MM)
      .stroke();
    if (mm % 10 === 0 && mm > 0) doc.text(String(mm), 2.6 * MM, mm * MM + 0.5 * MM, { lineBreak: false });
  }
}

export function renderCalibrationPage(
  template: LabelTemplate,
  correction: PrinterCorrection = NO_CORRECTION,
): PDFKit.PDFDocument {
  const size: [number, number] = [template.page.width * MM, template.page.height * MM];
  const doc = createPdf({
    size,
    margin: 0,
    info: { Title: `Calibration: ${template.name}` },
  });
  rulers(doc, template);
  const cells = layoutLabels(template, labelsPerPage(template), 1, correction);
  doc.lineWidth(HAIRLINE).strokeColor('#000000');
  for (const cell of cells) doc.rect(cell.x * MM, cell.y * MM, cell.width * MM, cell.height * MM).stroke();
  const first = cells[0]!;
  const note = [
    `${template.name}: ${template.description}.`,
    'Print at 100 % (no "fit to page"). Each frame should sit on a label\'s edge.',
    `Label 1 should start ${first.x.toFixed(1)} mm from the left and ${first.y.toFixed(1)} mm from the top.`,
    "Measure where it starts; the difference is the printer profile's offset.",
  ];
  const width = Math.max(20, first.width - 4) * MM;
  doc.fontSize(template.roll ? 5 : 7).fillColor('#000000');
  doc.text(note.join(' '), (first.x + 2) * MM, (first.y + 2) * MM, {
    width,
    height: (first.height - 4) * MM,
  });
  doc.end();
  return doc;
}

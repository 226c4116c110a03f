/** Renders a QR label in each download format; every format really is that format. */
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { QrFormat } from '@harbour/contract';
import { createPdf, MM, pdfBytes } from '../common/pdf-document';

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
const QR_PNG_WIDTH = 512;

interface LabelText {
  id: string;
  name: string;
  type: string;
  location: string;
}

export const renderQrPng = (payload: string, width = QR_PNG_WIDTH) =>
  QRCode.toBuffer(payload, { ...QR_OPTIONS, type: 'png', width });

/** `png` gives the 512 px PNG of a payload; the routes pass the render cache's. */
export async function renderQr(
  format: QrFormat,
  payload: string,
  label: LabelText,
  png: (payload: string) => Promise<Buffer> = renderQrPng,
): Promise<Buffer> {
  switch (format) {
    case 'png':
      return png(payload);
    case 'svg':
      return Buffer.from(await QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' }), 'utf8');
    case 'jpg':
      return sharp(await png(payload))
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 92 })
        .toBuffer();
    case 'pdf':
      return renderPdfLabel(await renderQrPng(payload, 1024), label);
  }
}

/** A printable label: the code, the asset's name, type, location and id, on a 100 x 150 mm page, in any alphabet. */
function renderPdfLabel(png: Buffer, label: LabelText): Promise<Buffer> {
  const mm = MM;
  const doc = createPdf({
    size: [100 * mm, 150 * mm],
    margin: 8 * mm,
    info: { Title: `${label.name} QR code`, Subject: `Asset ${label.id}` },
  });
  const done = pdfBytes(doc);
  const width = 84 * mm;
  doc.image(png, 8 * mm, 8 * mm, { width });
  doc
    .moveDown(0)
    .font('bold')
    .fontSize(14)
    .text(label.name, 8 * mm, 96 * mm, { width, align: 'center' });
  doc.font('body').fontSize(10).text(`${label.type} · ${label.location}`, { width, align: 'center' });
  doc.fontSize(8).fillColor('#555555').text(`ID ${label.id}`, { width, align: 'center' });
  doc.end();
  return done;
}

/** PDFs the PDF check must keep: the product's own (pdfkit), and certificates as common writers make them. */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { renderCalibrationPage } from '../labels/calibration';
import { createPdf, pdfBytes } from '../common/pdf-document';
import { LABEL_TEMPLATES } from '@harbour/contract';
import { catalog, CERTIFICATE_PAGE, streamBody, writePdf } from './pdf-builder';
import { plainPdf } from './pdfs';

async function pdfkitCertificate(options: PDFKit.PDFDocumentOptions): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const bytes = pdfBytes(doc);
  doc.text('Certificate of annual service: liferaft LR-12');
  doc.end();
  return bytes;
}

/** Fonts embedded, three pages, a picture, a web link, an outline: the parts a real certificate has. */
async function richCertificate(): Promise<Buffer> {
  const doc = createPdf({
    size: 'A4',
    margin: 56,
    info: { Title: 'Service certificate', Author: 'Liferaft Services Ltd' },
  });
  const bytes = pdfBytes(doc);
  const stamp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a5' } })
    .png()
    .toBuffer();
  for (const page of [1, 2, 3]) {
    if (page > 1) doc.addPage();
    doc.fontSize(18).text(`Certificate page ${page}: Ωμέγα, Привет, Ærø`);
    doc.image(stamp, { width: 64 });
    doc
      .fontSize(10)
      .text('Verify at https://liferaft.example/verify', { link: 'https://liferaft.example/verify' });
    doc.outline.addItem(`Page ${page}`);
  }
  doc.end();
  return bytes;
}

/** The label calibration page (ended by its renderer). */
const calibrationPage = () => pdfBytes(renderCalibrationPage(LABEL_TEMPLATES[0]!));

const INDIRECT_CONTENT = 'BT /F1 12 Tf 72 720 Td (Length by reference) Tj ET';

export async function legitimatePdfs(): Promise<[string, Buffer][]> {
  return [
    ['a one-page scan-like certificate', plainPdf()],
    ['pdfkit with compressed content', await pdfkitCertificate({})],
    ['pdfkit without compression', await pdfkitCertificate({ compress: false })],
    [
      'the product’s own PDF with embedded fonts, a picture, a web link and an outline',
      await richCertificate(),
    ],
    ['the product’s label calibration page', await calibrationPage()],
    [
      'objects in object streams found through a cross-reference stream (as Acrobat and Word write)',
      writePdf([
        {
          parts: [
            {
              num: 10,
              packed: [
                { num: 1, body: '<< /Type /Catalog /Pages 2 0 R /Lang (en) >>' },
                { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
                { num: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>' },
              ],
            },
            CERTIFICATE_PAGE[2]!,
          ],
          xrefStream: 11,
        },
      ]),
    ],
    [
      'an incremental update (a signature or a filled field added later)',
      writePdf([
        { parts: [catalog(), ...CERTIFICATE_PAGE] },
        {
          parts: [
            {
              num: 5,
              body: '<< /Title (Signed copy) /Producer (stream and endstream are only words here) >>',
            },
          ],
          trailer: '/Info 5 0 R',
        },
      ]),
    ],
    [
      'a stream length given by reference, written after the stream',
      writePdf([
        {
          parts: [
            catalog(),
            CERTIFICATE_PAGE[0]!,
            { num: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>' },
            { num: 5, body: streamBody('', INDIRECT_CONTENT, '6 0 R') },
            { num: 6, body: String(INDIRECT_CONTENT.length) },
          ],
        },
      ]),
    ],
    [
      'a web link and comments in the file',
      writePdf([
        {
          parts: [
            catalog('/OpenAction 5 0 R'),
            { text: '% written by a scanner\n' },
            ...CERTIFICATE_PAGE,
            { num: 5, body: '<< /S /URI /URI (https://liferaft.example/certificates/LR-12) >>' },
          ],
        },
      ]),
    ],
  ];
}

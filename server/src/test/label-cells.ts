/** Decodes a label sheet label by label, each from the place its template says it is. */
import sharp from 'sharp';
import type { LabelTemplate } from '@harbour/contract';
import { layoutLabels } from '../labels/layout';
import { decodeQr } from './decode-qr';
import { pdfPagesToPng } from './pdf-read';

const DPI = 300;
const px = (mm: number) => Math.round((mm / 25.4) * DPI);

/** What each of `count` cells from label `startAt` decodes to (an empty list: no code there). */
export async function decodeLabelCells(
  pdf: Buffer,
  template: LabelTemplate,
  count: number,
  startAt = 1,
): Promise<string[][]> {
  const pages = pdfPagesToPng(pdf, DPI);
  const decoded: string[][] = [];
  for (const cell of layoutLabels(template, count, startAt)) {
    const page = pages[cell.page];
    if (!page) {
      decoded.push([]);
      continue;
    }
    const crop = await sharp(page)
      .extract({ left: px(cell.x), top: px(cell.y), width: px(cell.width), height: px(cell.height) })
      .png()
      .toBuffer();
    decoded.push(await decodeQr(crop));
  }
  return decoded;
}

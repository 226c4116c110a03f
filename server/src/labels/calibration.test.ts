import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LABEL_TEMPLATES } from '@harbour/contract';
import { MM, pdfBytes } from '../common/pdf-document';
import { renderCalibrationPage } from './calibration';
import { labelsPerPage, layoutLabels } from './layout';

/** The rectangles a PDF draws ('x y w h re'), in millimetres from the page's top-left corner. */
function drawnRectangles(pdf: Buffer): { x: number; y: number; width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const bytes = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  // pdfkit turns the page upside down once ('1 0 0 -1 0 <height> cm'), so 're' operands count from the top.
  return streams.flatMap((content) =>
    [...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => ({
      x: Number(m[1]) / MM,
      y: Number(m[2]) / MM,
      width: Number(m[3]) / MM,
      height: Number(m[4]) / MM,
    })),
  );
}

describe('calibration page', () => {
  it.each(LABEL_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s: a frame on every label edge, within 0.2 mm of the template',
    async (_, template) => {
      const frames = drawnRectangles(await pdfBytes(renderCalibrationPage(template)));
      const cells = layoutLabels(template, labelsPerPage(template));
      expect(frames).toHaveLength(cells.length);
      for (const [i, cell] of cells.entries()) {
        const frame = frames[i]!;
        for (const key of ['x', 'y', 'width', 'height'] as const)
          expect(Math.abs(frame[key] - cell[key]), `label ${i + 1} ${key}`).toBeLessThanOrEqual(0.2);
      }
    },
  );

  it("draws the frames where a printer profile's correction puts the labels", async () => {
    const template = LABEL_TEMPLATES.find((t) => t.id === 'avery-l7163')!;
    const correction = { offsetX: 1.2, offsetY: -0.8, scale: 0.99 };
    const [frame] = drawnRectangles(await pdfBytes(renderCalibrationPage(template, correction)));
    expect(frame!.x).toBeCloseTo(4.65 * 0.99 + 1.2, 2);
    expect(frame!.y).toBeCloseTo(15.15 * 0.99 - 0.8, 2);
    expect(frame!.width).toBeCloseTo(99.1 * 0.99, 2);
  });
});

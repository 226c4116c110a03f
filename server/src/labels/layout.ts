/**
 * Where each label goes, in millimetres from a page's top-left corner: the template's grid, starting at
 * label N of a part-used first sheet, corrected by a printer's measured offset and scale. Pure, so the
 * geometry is tested against the template itself, not against a rendering.
 */
import type { LabelTemplate } from '@harbour/contract';

export interface PrinterCorrection {
  offsetX: number;
  offsetY: number;
  scale: number;
}

export const NO_CORRECTION: PrinterCorrection = { offsetX: 0, offsetY: 0, scale: 1 };

export interface Cell {
  page: number;
  /** The label's top-left corner and size, in millimetres. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export const labelsPerPage = (template: LabelTemplate) => template.columns * template.rows;

/** The cell of the n-th label on a page (0-based, along the rows), before any correction. */
function templateCell(template: LabelTemplate, n: number): Omit<Cell, 'page'> {
  const column = n % template.columns;
  const row = Math.floor(n / template.columns);
  return {
    x: template.margin.left + column * (template.label.width + template.gap.x),
    y: template.margin.top + row * (template.label.height + template.gap.y),
    width: template.label.width,
    height: template.label.height,
  };
}

/** Applies a printer's correction: the page scaled about its top-left corner, then shifted. */
const corrected = (cell: Omit<Cell, 'page'>, c: PrinterCorrection): Omit<Cell, 'page'> => ({
  x: cell.x * c.scale + c.offsetX,
  y: cell.y * c.scale + c.offsetY,
  width: cell.width * c.scale,
  height: cell.height * c.scale,
});

/**
 * The cells of `count` labels, the first at label `startAt` (from 1) of the first page. A roll has one
 * label a page, so `startAt` has nothing to skip there.
 */
export function layoutLabels(
  template: LabelTemplate,
  count: number,
  startAt = 1,
  correction: PrinterCorrection = NO_CORRECTION,
): Cell[] {
  const perPage = labelsPerPage(template);
  const skip = template.roll ? 0 : (startAt - 1) % perPage;
  return Array.from({ length: count }, (_, i) => {
    const slot = skip + i;
    return {
      page: Math.floor(slot / perPage),
      ...corrected(templateCell(template, slot % perPage), correction),
    };
  });
}

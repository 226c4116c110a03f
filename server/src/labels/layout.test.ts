import { describe, expect, it } from 'vitest';
import { LABEL_TEMPLATES } from '@harbour/contract';
import { labelsPerPage, layoutLabels } from './layout';

const template = (id: string) => LABEL_TEMPLATES.find((t) => t.id === id)!;

describe('label templates', () => {
  it.each(LABEL_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s fits its page with margins that mirror',
    (_, t) => {
      const width = t.margin.left * 2 + t.columns * t.label.width + (t.columns - 1) * t.gap.x;
      const height = t.margin.top * 2 + t.rows * t.label.height + (t.rows - 1) * t.gap.y;
      expect(width).toBeCloseTo(t.page.width, 1);
      expect(height).toBeCloseTo(t.page.height, 1);
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    },
  );
});

describe('layoutLabels', () => {
  it('places labels along the rows at the exact template positions', () => {
    const cells = layoutLabels(template('avery-l7163'), 3);
    expect(cells).toEqual([
      { page: 0, x: 4.65, y: 15.15, width: 99.1, height: 38.1 },
      { page: 0, x: 4.65 + 99.1 + 2.5, y: 15.15, width: 99.1, height: 38.1 },
      { page: 0, x: 4.65, y: 15.15 + 38.1, width: 99.1, height: 38.1 },
    ]);
  });

  it('starts at label N of a part-used sheet and carries on to the next page', () => {
    const l7160 = template('avery-l7160');
    const cells = layoutLabels(l7160, 20, 5);
    expect(cells[0]).toMatchObject({ page: 0, x: 7.21 + 63.5 + 2.54, y: 15.15 + 38.1 });
    expect(cells.filter((c) => c.page === 0)).toHaveLength(labelsPerPage(l7160) - 4);
    expect(cells[17]).toMatchObject({ page: 1, x: 7.21, y: 15.15 });
  });

  it('gives a roll one label a page, whatever the start', () => {
    const cells = layoutLabels(template('brother-dk-22205'), 3, 5);
    expect(cells.map((c) => c.page)).toEqual([0, 1, 2]);
    expect(cells[0]).toMatchObject({ x: 0, y: 0, width: 62, height: 40 });
  });

  it("applies a printer's offset and scale from the page's corner", () => {
    const [cell] = layoutLabels(template('avery-l7651'), 1, 1, { offsetX: 1.5, offsetY: -0.5, scale: 0.98 });
    expect(cell!.x).toBeCloseTo(4.67 * 0.98 + 1.5, 6);
    expect(cell!.y).toBeCloseTo(10.7 * 0.98 - 0.5, 6);
    expect(cell!.width).toBeCloseTo(38.1 * 0.98, 6);
  });
});

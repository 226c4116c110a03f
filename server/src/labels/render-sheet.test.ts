import { describe, expect, it } from 'vitest';
import { LABEL_TEMPLATES, type LabelTemplate } from '@harbour/contract';
import { pdfBytes } from '../common/pdf-document';
import { decodeLabelCells } from '../test/label-cells';
import { pdfPagesToPng, pdfText } from '../test/pdf-read';
import { labelsPerPage, layoutLabels, NO_CORRECTION } from './layout';
import { checkModuleSize, renderLabelSheet, type LabelContent, type SheetOptions } from './render-sheet';

const options = (template: LabelTemplate, extra: Partial<SheetOptions> = {}): SheetOptions => ({
  template,
  startAt: 1,
  errorCorrection: 'M',
  correction: NO_CORRECTION,
  orgName: 'Kystverket Havnevesen',
  ...extra,
});

const contents = (n: number): LabelContent[] =>
  Array.from({ length: n }, (_, i) => ({
    payload: `https://assets.havn.example/a/65${String(i).padStart(22, '0')}`,
    title: `Redningsflåte ${i + 1}`,
    code: `LR-${i + 1}`,
  }));

describe('label sheets', () => {
  it.each(LABEL_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s: every label decodes to its own payload, at the place the template gives it',
    async (_, template) => {
      const count = template.roll ? 2 : Math.min(labelsPerPage(template), 8);
      const labels = contents(count);
      const pdf = await pdfBytes(renderLabelSheet(labels, options(template)));
      const cells = layoutLabels(template, count);
      expect(pdfPagesToPng(pdf)).toHaveLength(cells[cells.length - 1]!.page + 1);
      expect(await decodeLabelCells(pdf, template, count)).toEqual(labels.map((label) => [label.payload]));
    },
    30_000,
  );

  it('leaves the first labels of a part-used sheet blank when starting at label 5', async () => {
    const template = LABEL_TEMPLATES.find((t) => t.id === 'avery-l7160')!;
    const labels = contents(3);
    const pdf = await pdfBytes(renderLabelSheet(labels, options(template, { startAt: 5 })));
    const decoded = await decodeLabelCells(pdf, template, 7);
    expect(decoded).toEqual([[], [], [], [], ...labels.map((label) => [label.payload])]);
  });

  it('prints names in Latin with diacritics, Greek and Cyrillic as written', async () => {
    const names = ['Ørsund Æsøy Ålesund', 'Łódź Ğüneş', 'Σωσίβια λέμβος', 'Спасательный плот'];
    const template = LABEL_TEMPLATES.find((t) => t.id === 'avery-l7163')!;
    const pdf = await pdfBytes(
      renderLabelSheet(
        names.map((title, i) => ({ payload: `https://a.example/a/${i}`, title, code: `C-${i}` })),
        options(template),
      ),
    );
    const text = pdfText(pdf);
    for (const name of names) expect(text).toContain(name);
  });

  it('shrinks and then cuts a long name so that it never runs into the next label', async () => {
    const template = LABEL_TEMPLATES.find((t) => t.id === 'avery-l7651')!;
    const long = 'Redningsflåte med hydrostatisk utløser og nødpeilesender, Fiskerihavna kai 4';
    const pdf = await pdfBytes(
      renderLabelSheet(
        [{ payload: 'https://a.example/a/1', title: long, code: 'X' }, ...contents(1)],
        options(template),
      ),
    );
    const text = pdfText(pdf);
    expect(text).toContain('Redningsflåte');
    expect(text).toContain('…');
    expect(text).not.toContain('kai 4');
  });

  it('refuses codes too fine for the label, and says what would work', () => {
    const template = LABEL_TEMPLATES.find((t) => t.id === 'avery-l7651')!;
    const longUrl = `https://assets.kystverket-havnevesen.example.no/a/${'f'.repeat(24)}`;
    expect(() => checkModuleSize(options(template), longUrl)).not.toThrow();
    expect(() => checkModuleSize(options(template, { errorCorrection: 'H' }), longUrl)).toThrow(
      /smaller than the 0.35 mm a phone reads reliably: choose error correction M, or a larger label/,
    );
  });
});

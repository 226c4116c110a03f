import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LABEL_TEMPLATES, type LabelTemplate } from '@harbour/contract';
import { pdfBytes } from '../pdf/document';
import { decodeQr } from '../test/decode-qr';
import { labelsPerPage, layoutLabels, NO_CORRECTION } from './layout';
import { checkModuleSize, renderLabelSheet, type LabelContent, type SheetOptions } from './render-sheet';

const DPI = 300;
const px = (mm: number) => Math.round((mm / 25.4) * DPI);

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

/** Every page of a PDF as PNG at DPI. */
function pages(pdf: Buffer): Buffer[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-labels-'));
  try {
    writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(DPI),
      path.join(dir, 'sheet.pdf'),
      path.join(dir, 'page'),
    ]);
    return execFileSync('ls', [dir], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => readFileSync(path.join(dir, f)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-labels-'));
  try {
    writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 'sheet.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('label sheets', () => {
  it.each(LABEL_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s: every label decodes to its own payload, at the place the template gives it',
    async (_, template) => {
      const count = template.roll ? 2 : Math.min(labelsPerPage(template), 8);
      const labels = contents(count);
      const pdf = await pdfBytes(renderLabelSheet(labels, options(template)));
      const images = pages(pdf);
      const cells = layoutLabels(template, count);
      expect(images).toHaveLength(cells[cells.length - 1]!.page + 1);
      for (const [i, cell] of cells.entries()) {
        const crop = await sharp(images[cell.page])
          .extract({ left: px(cell.x), top: px(cell.y), width: px(cell.width), height: px(cell.height) })
          .png()
          .toBuffer();
        expect(await decodeQr(crop), `${template.id} label ${i + 1}`).toEqual([labels[i]!.payload]);
      }
    },
    30_000,
  );

  it('leaves the first labels of a part-used sheet blank when starting at label 5', async () => {
    const template = LABEL_TEMPLATES.find((t) => t.id === 'avery-l7160')!;
    const labels = contents(3);
    const pdf = await pdfBytes(renderLabelSheet(labels, options(template, { startAt: 5 })));
    const [page] = pages(pdf);
    const all = layoutLabels(template, 7);
    for (const [i, cell] of all.entries()) {
      const crop = await sharp(page)
        .extract({ left: px(cell.x), top: px(cell.y), width: px(cell.width), height: px(cell.height) })
        .png()
        .toBuffer();
      expect(await decodeQr(crop), `label ${i + 1}`).toEqual(i < 4 ? [] : [labels[i - 4]!.payload]);
    }
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

/** Reads PDFs back as a person's tools would: pages as pictures (pdftoppm), text (pdftotext). Both from poppler-utils, installed by .ci/run. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Every page of a PDF as a PNG at `dpi`. */
export function pdfPagesToPng(pdf: Buffer, dpi = 150): Buffer[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-pdf-'));
  try {
    writeFileSync(path.join(dir, 'document.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      path.join(dir, 'document.pdf'),
      path.join(dir, 'page'),
    ]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => readFileSync(path.join(dir, name)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const pdfFirstPageToPng = (pdf: Buffer): Buffer => pdfPagesToPng(pdf)[0]!;

/** The text of a PDF; `layout` keeps columns side by side as they are printed. */
export const pdfText = (pdf: Buffer, layout = false): string =>
  execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-', '-'], { input: pdf, encoding: 'utf8' });

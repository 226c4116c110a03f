/**
 * The PDF check against its corpus: hostile files hidden every way that walked around the earlier check,
 * files two readers read differently, and the legitimate PDFs it must keep. Poppler, a real reader, is
 * asked too: it finds the JavaScript and the files we refuse, and reads every file we keep.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_PAYLOADS, AMBIGUOUS_PDFS, DISGUISED_PDFS, HIDINGS } from '../../test/hostile-pdfs';
import { legitimatePdfs } from '../../test/legitimate-pdfs';
import { checkPdf } from './check';
import type { PdfRefusal } from './refusal';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'harbour-pdf-check-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What poppler's tools print for a file: its info with the JavaScript it holds, and its attachments. */
function poppler(bytes: Buffer, tool: 'pdfinfo' | 'pdfdetach', option: '-js' | '-list' | '-box'): string {
  const file = path.join(dir, 'file.pdf');
  writeFileSync(file, bytes);
  return execFileSync(tool, [option, file], { encoding: 'latin1', stdio: ['ignore', 'pipe', 'ignore'] });
}

const message = (refusal: PdfRefusal | null) =>
  refusal && 'what' in refusal ? refusal.what : (refusal?.problem ?? 'kept');

describe.each(HIDINGS)('active content %s', (_hiding, hide) => {
  it.each(ACTIVE_PAYLOADS)('refuses %s', (_label, build, expected) => {
    expect(message(checkPdf(build(hide)))).toMatch(expected);
  });
});

it.each(DISGUISED_PDFS)('refuses %s', (_label, bytes, expected) => {
  expect(message(checkPdf(bytes))).toMatch(expected);
});

it.each(AMBIGUOUS_PDFS)('refuses as damaged %s', (_label, bytes) => {
  expect(checkPdf(bytes)).toEqual({ problem: 'damaged' });
});

describe('what poppler finds in the files we refuse', () => {
  const [, hide] = HIDINGS[1]!;
  const payload = (label: string) => ACTIVE_PAYLOADS.find(([name]) => name === label)![1](hide);
  it('runs JavaScript hidden between comments', () => {
    const bytes = payload('JavaScript in additional actions (/AA) of a page');
    expect(poppler(bytes, 'pdfinfo', '-js')).toContain('app.alert("run")');
  });
  it('extracts a program embedded between comments', () => {
    expect(poppler(payload('an embedded program'), 'pdfdetach', '-list')).toContain('payload.exe');
  });
  it.each(AMBIGUOUS_PDFS.filter(([label]) => label.startsWith('JavaScript')))('reads %s', (_label, bytes) => {
    expect(poppler(bytes, 'pdfinfo', '-js')).toContain('app.alert("run")');
  });
});

describe('legitimate PDFs', async () => {
  const pdfs = await legitimatePdfs();
  it.each(pdfs)('keeps %s, which poppler reads', (_label, bytes) => {
    expect(checkPdf(bytes)).toBeNull();
    expect(poppler(bytes, 'pdfinfo', '-box')).toMatch(/Pages:\s+[1-9]/);
  });
});

/** Files qpdf rewrote from our legitimate ones: object streams, PNG-predicted cross-reference streams, linearized. */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
it.each(readdirSync(FIXTURES))('keeps %s, written by qpdf', (name) => {
  expect(checkPdf(readFileSync(path.join(FIXTURES, name)))).toBeNull();
});

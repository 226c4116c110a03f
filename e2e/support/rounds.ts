/** Rounds through the real API, and their reports read back as text (pdftotext) and rows (CSV). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Round, RoundInput } from '@harbour/contract';
import { call, type Api } from './api';

export const createRound = (admin: Api, input: RoundInput) => call<Round>(admin, 'POST', '/rounds', input);

export const getRound = (api: Api, id: string) => call<Round>(api, 'GET', `/rounds/${id}`);

/** The text of a PDF, laid out as on the page (poppler's pdftotext). */
export function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'harbour-e2e-report-')), 'report.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The part of a report's text from one heading to the next. */
export function section(text: string, heading: string, nextHeading: string): string {
  const start = text.indexOf(heading);
  const end = text.indexOf(nextHeading, start + heading.length);
  if (start < 0) throw new Error(`the report has no "${heading}":\n${text}`);
  return text.slice(start, end < 0 ? undefined : end);
}

/** CSV rows as objects by header (the report quotes no commas in these tests' names). */
export function csvRows(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const names = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
  });
}

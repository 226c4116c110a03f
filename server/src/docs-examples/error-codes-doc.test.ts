/** docs/API.md's tables of error codes list exactly the codes of the contract, so a reader sees every one. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from '@harbour/contract';

const API_MD = readFileSync(path.resolve(__dirname, '../../../docs/API.md'), 'utf8');

/** The codes in the first column of the table that starts with `header`, in order. */
function codesOfTable(header: string): string[] {
  const lines = API_MD.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  expect(start, `docs/API.md has no table starting ${header}`).toBeGreaterThan(-1);
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(/^\| `([^`]+)` \|/.exec(line)?.[1] ?? line);
  }
  return rows;
}

describe('docs/API.md error codes', () => {
  it('lists every error code once, and no other', () => {
    expect(codesOfTable('| Code | Status | Meaning |')).toEqual([...API_ERROR_CODES]);
  });

  it('lists every field code once, and no other', () => {
    expect(codesOfTable('| Field code | Meaning |')).toEqual([...FIELD_ERROR_CODES]);
  });
});

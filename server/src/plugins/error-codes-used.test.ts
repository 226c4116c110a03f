/**
 * Every code in the contract's lists is one the server can answer: a code no throw site or handler names
 * is a translation screens would keep for nothing, and a sign that a refusal lost its code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from '@harbour/contract';

const SERVER_SRC = path.resolve(__dirname, '..');
const CONTRACT_SRC = path.resolve(__dirname, '../../../contract/src');

/** The source files of a folder, tests and the list itself left out. */
function sourceOf(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('error-codes.ts'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

const unused = (codes: readonly string[], source: string) =>
  codes.filter((code) => !source.includes(`'${code}'`));

describe('the error codes in the contract', () => {
  it('are each answered somewhere in the server', () => {
    expect(unused(API_ERROR_CODES, sourceOf(SERVER_SRC))).toEqual([]);
  });

  it('have field codes each given by the server or by a contract check', () => {
    const source = `${sourceOf(SERVER_SRC)}\n${sourceOf(CONTRACT_SRC)}`;
    expect(unused(FIELD_ERROR_CODES, source)).toEqual([]);
  });

  it('are kebab-case and listed once', () => {
    for (const codes of [API_ERROR_CODES, FIELD_ERROR_CODES]) {
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    }
  });
});

#!/usr/bin/env node
/**
 * `npm test`: every check, one phase after another, stopping at the first that fails. Each phase is
 * timed; the table is printed at the end and, when PHASE_TIMES_FILE names a file, its rows are appended
 * there (tab-separated: phase, seconds, result) for .ci/run's own table and budget.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const phases = [
  ['knip', 'npm run knip'],
  // Side by side: each is one thread. In a fresh clone the lint cache is empty, so CI lints every file.
  ['typecheck and lint', 'concurrently -g --kill-others-on-fail "npm run typecheck" "npm run lint"'],
  ['build', 'npm run build'],
  ['budgets', 'npm run bench:budget'],
  ['unit/API on SQLite', "vitest run --project '!server-postgres'"],
  ...(withPostgres ? [['unit/API on PostgreSQL', 'vitest run --project server-postgres']] : []),
  ['reliability', 'npm run test:reliability -w e2e'],
  ['browser suite', 'npm run test:browser -w e2e'],
];

const rows = [];
let failed = false;
for (const [name, command] of phases) {
  if (failed) {
    rows.push([name, 0, 'not run']);
    continue;
  }
  process.stdout.write(`\n=== ${name}: ${command}\n`);
  const started = process.hrtime.bigint();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  failed = status !== 0;
  rows.push([name, seconds, failed ? 'FAILED' : 'ok']);
}

const width = Math.max(...rows.map(([name]) => name.length));
process.stdout.write(`\nnpm test phases\n`);
for (const [name, seconds, result] of rows)
  process.stdout.write(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${result}\n`);
if (process.env.PHASE_TIMES_FILE)
  appendFileSync(
    process.env.PHASE_TIMES_FILE,
    rows.map(([name, seconds, result]) => `${name}\t${seconds.toFixed(1)}\t${result}\n`).join(''),
  );
process.exit(failed ? 1 : 0);

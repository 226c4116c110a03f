/**
 * The integrators' worked example of docs/API.md, run as written: its marked shell blocks, with bash and
 * curl, against a fresh server with the demo data; the figures the section states must be what it prints.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../demo/load';
import { ADMIN, bearer, createTestApp, type TestApp } from '../test/test-app';
import { markedShellBlocks } from './shell-blocks';

const API_MD = path.resolve(__dirname, '../../../docs/API.md');
const SECTION = '## For integrators: a worked example';

let t: TestApp;
let base: string;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(
    t.db,
    { timeZone: 'UTC', orgName: 'Harbour Maritime Authority', locale: 'en' },
    t.server.log,
  );
  await t.server.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.server.server.address() as AddressInfo).port}`;
  workDir = mkdtempSync(path.join(tmpdir(), 'worked-example-'));
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** The section of the document from its heading to the next heading of its level. */
function section(markdown: string): string {
  const start = markdown.indexOf(SECTION);
  const end = markdown.indexOf('\n## ', start + SECTION.length);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe("docs/API.md's worked example for integrators", () => {
  it('runs as written and prints the figures the section states', async () => {
    const text = section(readFileSync(API_MD, 'utf8'));
    const blocks = markedShellBlocks(text, 'worked-example');
    expect(blocks).toHaveLength(5);
    const script = ['set -euo pipefail', ...blocks].join('\n');
    const { stdout } = await promisify(execFile)('bash', ['-c', script], {
      cwd: workDir,
      env: { ...process.env, BASE: base, ADMIN_PASSWORD: ADMIN.password },
      timeout: 60_000,
    });

    const stated = (pattern: RegExp) => {
      const match = pattern.exec(text);
      if (!match?.[1]) throw new Error(`the section states no ${String(pattern)}`);
      return match[1];
    };
    const overdue = stated(/`X-Total-Count: (\d+)`/);
    const created = stated(/`"created": (\d+)` in both answers/);
    expect(stdout).toMatch(new RegExp(`^x-total-count: ${overdue}\\r?$`, 'mi'));
    const lines = stdout.split('\n').map((line) => line.trim());
    expect(lines).toContain(overdue);
    expect(lines).toContain(`records: ${overdue}`);
    expect(stated(/then on the demo data (\d+) records/)).toBe(overdue);
    expect(lines).toContain(`{"created":${created},"updated":0,"errorCount":0}`);
    expect(lines).toContain(`{"committed":true,"created":${created},"updated":0,"errorCount":0}`);
    expect(lines).toContain('API token revoked');
    expect(lines).toContain('after revoking: 401');

    // The mapping went with the commit: the note spanning two lines was kept.
    const raft = await t.db.kysely
      .selectFrom('assets')
      .select('notes')
      .where('serial_number', '=', 'VK-2231')
      .executeTakeFirstOrThrow();
    expect(raft.notes).toBe('Serviced in Ålesund;\nnext service due in May');
    // What the section says an employee token sees: none of the overdue items.
    expect(text).toContain(`0 items on the demo\n  data against the ${overdue} overdue`);
    const made = await t.server.inject({
      method: 'POST',
      url: '/api/admin/api-tokens',
      headers: bearer(t.adminToken),
      payload: { name: 'Employee reader', role: 'user' },
    });
    const employee = await t.server.inject({
      url: '/api/compliance?status=overdue',
      headers: bearer(made.json<{ secret: string }>().secret),
    });
    expect(employee.headers['x-total-count']).toBe('0');
  }, 90_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { addInterval, todayIn } from '../common/due-date';
import { complianceApi, planInput } from '../test/compliance-api';
import { pdfPart, uploadDocument } from '../test/document-api';
import { plainPdf } from '../test/pdfs';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { withoutCalendarSecret } from './calendar-secret';

let t: TestApp;
let raft: Asset;
let buoy: Asset;
let employee: { id: string; token: string };
const today = todayIn('UTC');
const inDays = (count: number) => addInterval(today, { count, unit: 'days' });
const FEED_URL = /^http:\/\/localhost:80\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.createUser('deck.hand');
  raft = await t.createAsset({
    name: 'Liferaft LR-12',
    type: 'Life raft',
    location: 'Quay 1',
    assignedTo: employee.id,
  });
  buoy = await t.createAsset({ name: 'Buoy 7', type: 'Buoy', location: 'Fairway' });
  await complianceApi(t).createPlan(
    planInput({ name: 'Life raft annual service', assetTypes: ['Life raft'] }),
  );
  await uploadDocument(
    t,
    raft._id,
    { kind: 'certificate', number: 'LR-1', expiresOn: inDays(-1) },
    pdfPart(plainPdf()),
  );
  await uploadDocument(t, buoy._id, { kind: 'survey-report', expiresOn: inDays(10) }, pdfPart(plainPdf()));
});
afterAll(() => t.close());

const feedUrl = async (token: string) =>
  (await t.server.inject({ url: '/api/me/calendar', headers: bearer(token) })).json<{ url: string }>().url;
const fetchFeed = (url: string) => t.server.inject({ url: new URL(url).pathname });
/** The feed's lines with RFC 5545 folding undone. */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendar feed', () => {
  it('gives each user one secret URL, the same on every call', async () => {
    const first = await feedUrl(t.adminToken);
    expect(first).toMatch(FEED_URL);
    expect(await feedUrl(t.adminToken)).toBe(first);
    expect(await feedUrl(employee.token)).not.toBe(first);
  });

  it("lists an employee's own assets, an all-day event per due item, linking their asset pages", async () => {
    const res = await fetchFeed(await feedUrl(employee.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const lines = unfolded(res.body);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:Overdue: Certificate LR-1 expires: Liferaft LR-12');
    expect(lines).toContain(`DTSTART;VALUE=DATE:${inDays(-1).replaceAll('-', '')}`);
    expect(lines).toContain(`URL;VALUE=URI:http://localhost:80/user/assets/${raft._id}`);
    expect(
      lines.some((line) => line.startsWith('SUMMARY:Due: Life raft annual service: Liferaft LR-12')),
    ).toBe(true);
    expect(res.body).not.toContain('Buoy 7');
  });

  it("is written in its owner's language once they choose one", async () => {
    const reader = await t.createUser('nynorsk.reader');
    await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${reader.id}`,
      headers: bearer(t.adminToken),
      payload: { role: 'admin' },
    });
    const token = await t.login('nynorsk.reader', 'user-password-1');
    const url = await feedUrl(token);
    expect(unfolded((await fetchFeed(url)).body)).toContain(
      'SUMMARY:Due soon: Survey report expires: Buoy 7',
    );
    await t.server.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: bearer(token),
      payload: { language: 'nn' },
    });
    const lines = unfolded((await fetchFeed(url)).body);
    expect(lines).toContain('X-WR-CALNAME:Harbour Assets: fristar for nynorsk.reader');
    expect(lines).toContain('SUMMARY:Forfell snart: Survey report går ut: Buoy 7');
    expect(lines).toContain('SUMMARY:Forfallen: Certificate LR-1 går ut: Liferaft LR-12');
  });

  it("lists every asset's items for an administrator, linking the admin pages", async () => {
    const lines = unfolded((await fetchFeed(await feedUrl(t.adminToken))).body);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines).toContain('SUMMARY:Due soon: Survey report expires: Buoy 7');
    expect(lines).toContain(`URL;VALUE=URI:http://localhost:80/admin/assets/${buoy._id}`);
  });

  it('answers 404 for an unknown or malformed secret, with no sign-in needed either way', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      '/api/calendar/x',
    ]) {
      const res = await t.server.inject({ url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('No such calendar feed');
    }
  });

  it('resets the secret: the old URL stops working, a resend with the same key keeps the new one', async () => {
    const old = await feedUrl(employee.token);
    const reset = (key: string) =>
      t.server.inject({
        method: 'POST',
        url: '/api/me/calendar/reset',
        headers: { ...bearer(employee.token), 'idempotency-key': key },
      });
    const first = await reset('reset-1');
    expect(first.statusCode).toBe(200);
    const renewed = first.json<{ url: string }>().url;
    expect(renewed).toMatch(FEED_URL);
    expect(renewed).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    expect((await reset('reset-1')).json<{ url: string }>().url).toBe(renewed);
    expect(await feedUrl(employee.token)).toBe(renewed);
  });

  it('needs a signed-in user to read or reset the URL', async () => {
    expect((await t.server.inject({ url: '/api/me/calendar' })).statusCode).toBe(401);
    expect((await t.server.inject({ method: 'POST', url: '/api/me/calendar/reset' })).statusCode).toBe(401);
  });

  it('names the URL after PUBLIC_URL when it is set', async () => {
    const behindProxy = await createTestApp({ PUBLIC_URL: 'https://assets.harbour.example/' });
    try {
      const res = await behindProxy.server.inject({
        url: '/api/me/calendar',
        headers: bearer(behindProxy.adminToken),
      });
      expect(res.json<{ url: string }>().url).toMatch(
        /^https:\/\/assets\.harbour\.example\/api\/calendar\/[\w-]{43}\.ics$/,
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('keeps the secret out of logged URLs', () => {
    const secret = 'a'.repeat(43);
    expect(withoutCalendarSecret(`/api/calendar/${secret}.ics?x=1`)).toBe('/api/calendar/<secret>.ics?x=1');
    expect(withoutCalendarSecret('/api/assets')).toBe('/api/assets');
  });
});

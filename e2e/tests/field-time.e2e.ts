/**
 * Records keep the time they were made. On a phone, an inspector takes an inspection round offline, and
 * without signal, yesterday at 09:00 on the phone's clock, marks two buoys and inspects one. The phone is
 * back in range today: the outbox syncs, and the server keeps yesterday's times beside today's arrival. The
 * next due date counts from yesterday, the asset page says when the inspection was recorded and synced,
 * and the round's PDF report shows the marks at 09:00.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Asset, AssetInspections, LoginResponse, Plan, RoundItem, User } from '@harbour/contract';
import { Api, call, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, toast } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { createPlan } from '../support/compliance';
import { installDeviceClock, setDeviceClock } from '../support/device-clock';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';
import { createRound, getRound, pdfText } from '../support/rounds';

const DRAIN_TIMEOUT = 30_000;
const POLL = { timeout: 15_000, interval: 100 };

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine), POLL).toBe(false);
}

/** Yesterday at 09:00 UTC: the server's days and the browser's agree on its date in any nearby zone. */
function yesterdayAtNine(): Date {
  const day = new Date(Date.now() - 24 * 3_600_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0));
}

describe('a day offline, synced the next day', () => {
  const password = 'lighthouse-keeper-password';
  let admin: Api;
  let inspector: User;
  let session: LoginResponse;
  let plan: Plan;
  let roundId = '';
  let buoys: Asset[] = [];

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    inspector = await admin.createUser(unique('ingrid'), password);
    session = await login(baseUrl, inspector.username, password);
    const type = unique('Cardinal buoy');
    const station = unique('North fairway');
    plan = await createPlan(admin, {
      name: unique('Cardinal buoy check'),
      rule: { every: { count: 1, unit: 'years' } },
      checklist: [{ id: 'topmark', label: 'Topmark in place', kind: 'pass-fail', required: true }],
      assetTypes: [type],
    });
    buoys = [];
    for (const n of [1, 2])
      buoys.push(await admin.createAsset({ name: unique(`Cardinal ${n}`), type, location: station }));
    const round = await createRound(admin, {
      name: unique('North fairway round'),
      kind: 'inspection',
      planId: plan._id,
      scope: { locations: [station] },
      assignees: [inspector._id],
    });
    roundId = round._id;
  });

  const test = browserSuite({ viewport: PHONE });

  test(
    'marks and an inspection made offline yesterday keep their times when synced today',
    { timeout: 240_000 },
    async ({ context, page }) => {
      await installDeviceClock(context);
      await openSignedIn(page, session, `/user/rounds/${roundId}`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.getByRole('button', { name: 'Take offline' }).click();
      await expectVisible(
        page.getByTestId('offline-pack-status').filter({ hasText: 'Stored offline: 2 assets' }),
      );

      // Yesterday, 09:00 on the phone, without signal.
      const madeAt = yesterdayAtNine();
      await goOffline(context, page);
      await setDeviceClock(page, madeAt.getTime());
      await page.reload();
      await page.getByRole('button', { name: 'Scan labels' }).click();
      for (const buoy of buoys) {
        await page.getByLabel('Type or paste a code').fill(buoy._id);
        await page.getByRole('button', { name: 'Mark', exact: true }).click();
      }
      await expect.poll(() => page.getByTestId('sync-badge').getAttribute('data-pending'), POLL).toBe('2');
      const first = buoys[0]!;
      await page.goto(
        `/user/assets/${first._id}/inspect/${plan._id}?return=${encodeURIComponent(`/user/rounds/${roundId}`)}`,
      );
      await page.getByRole('button', { name: 'Pass', exact: true }).click();
      await page.getByRole('button', { name: 'Submit inspection' }).click();
      await expectVisible(toast(page, 'the inspection is saved on this phone'));
      await expectPath(page, `/user/rounds/${roundId}`);
      await expect.poll(() => page.getByTestId('sync-badge').getAttribute('data-pending'), POLL).toBe('3');

      // Today: the phone's clock is right again, and the signal is back.
      await setDeviceClock(page, null);
      await context.setOffline(false);
      await page.goto('/user/offline');
      await page.getByTestId('outbox-empty').waitFor({ timeout: DRAIN_TIMEOUT });

      const near = (iso: string | null, minutes = 3) =>
        iso !== null && Math.abs(Date.parse(iso) - madeAt.getTime()) < minutes * 60_000;
      // The page says nothing waits once its own copy of the outbox is empty: the server may answer a moment later.
      await expect
        .poll(async () => (await getRound(admin, roundId)).counts.found, { timeout: DRAIN_TIMEOUT })
        .toBe(2);
      const items = await call<RoundItem[]>(admin, 'GET', `/rounds/${roundId}/items?limit=10`);
      expect(items.map((item) => near(item.markedAt))).toEqual([true, true]);
      expect(items.every((item) => Date.now() - Date.parse(item.markReceivedAt!) < 5 * 60_000)).toBe(true);
      expect((await getRound(admin, roundId)).counts.found).toBe(2);

      const { history, due } = await call<AssetInspections>(admin, 'GET', `/assets/${first._id}/inspections`);
      const activity = await call<unknown[]>(admin, 'GET', `/assets/${first._id}/history?limit=20`);
      expect(history, JSON.stringify(activity)).toHaveLength(1);
      expect(near(history[0]!.performedAt)).toBe(true);
      const nextDue = `${madeAt.getUTCFullYear() + 1}-${madeAt.toISOString().slice(5, 10)}`;
      expect(history[0]!.nextDueOn).toBe(nextDue);
      expect(due[0]?.dueOn).toBe(nextDue);

      // The asset page says when it was recorded and when it was synced.
      await page.goto(`/user/assets/${first._id}`);
      await expectVisible(
        page
          .getByTestId('synced-later')
          .filter({ hasText: /^Recorded .+, synced .+/ })
          .first(),
      );

      // The round's report shows the marks at yesterday's 09:00, and when they were synced.
      const report = await fetch(`${admin.baseUrl}/api/rounds/${roundId}/report?format=pdf`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      expect(report.status).toBe(200);
      const text = pdfText(Buffer.from(await report.arrayBuffer()));
      expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:00, synced \d{2}-\d{2} \d{2}:\d{2}/);
    },
  );
});

/**
 * Offline field mode in Chromium on a phone. An inspector opens the app once on the quay, takes
 * an inspection round offline and loses signal. The app reloads from its service worker; the fake camera
 * passes five labels, one checklist is completed with a photo, one label is read from a photo on the
 * scanner page (its details shown from the device, with their age). Everything waits in the outbox; back in
 * range it drains, and the server holds each write exactly once. Then a drain is cut half way: the answer to
 * a batch of marks, and to an inspection with a photo (sent alone), is lost after the server acted on it, and
 * the resend with the same keys does nothing twice.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Asset, FieldWriteBatchAnswer, LoginResponse, Plan, User } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, call, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, toast } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { createPlan } from '../support/compliance';
import { fakeCameraArgs } from '../support/fake-camera';
import { gradientPng, unique } from '../support/fixtures-data';
import { videoOfLabelSequence } from '../support/label-sequence';
import { createRound, getRound } from '../support/rounds';
import { fileServer } from '../support/file-server';

const CAMERA_TIMEOUT = 60_000;
const DRAIN_TIMEOUT = 30_000;
/** What a screen shows after a step (vitest's poll gives up after 1 s by default; a loaded CI machine is slower). */
const POLL = { timeout: 15_000, interval: 100 };

interface HistoryEntry {
  action: string;
}

/** How often the asset's history records a scan (a round's mark is also a scan of the asset). */
async function scansOf(admin: Api, assetId: string): Promise<number> {
  const history = await call<HistoryEntry[]>(admin, 'GET', `/assets/${assetId}/history?limit=100`);
  return history.filter((entry) => entry.action === 'scanned').length;
}

async function inspectionsOf(admin: Api, assetId: string): Promise<number> {
  const answer = await call<{ history: unknown[] }>(admin, 'GET', `/assets/${assetId}/inspections`);
  return answer.history.length;
}

const badge = (page: Page) => page.getByTestId('sync-badge');

/** The service worker controls the app once it is installed: from then on, the app opens without signal. */
async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine), POLL).toBe(false);
}

describe('a day at sea without signal', () => {
  const password = 'buoy-tender-password';
  let admin: Api;
  let inspector: User;
  let session: LoginResponse;
  let plan: Plan;
  let roundId = '';
  let buoys: Asset[] = [];
  let video = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    inspector = await admin.createUser(unique('sigrid'), password);
    session = await login(baseUrl, inspector.username, password);
    const type = unique('Lateral buoy');
    const station = unique('Outer fairway');
    plan = await createPlan(admin, {
      name: unique('Buoy annual check'),
      rule: { every: { count: 1, unit: 'years' } },
      checklist: [
        { id: 'lantern', label: 'Lantern flashes its character', kind: 'pass-fail', required: true },
        { id: 'photo', label: 'Photo of the buoy', kind: 'photo', required: true },
      ],
      assetTypes: [type],
    });
    buoys = [];
    for (const n of [1, 2, 3, 4, 5])
      buoys.push(await admin.createAsset({ name: unique(`Buoy ${n}`), type, location: station }));
    const round = await createRound(admin, {
      name: unique('Fairway buoy inspection'),
      kind: 'inspection',
      planId: plan._id,
      scope: { locations: [station] },
      assignees: [inspector._id],
    });
    roundId = round._id;
    const labels = await Promise.all(buoys.map((buoy) => admin.qrCode(buoy._id, 'png')));
    video = videoOfLabelSequence(labels, 2, 1).video;
  });

  const test = browserSuite({ viewport: PHONE, launchArgs: () => fakeCameraArgs(video) });

  test(
    'take a round offline, reload without signal, scan, inspect and queue; back in range everything arrives once',
    { timeout: 240_000 },
    async ({ baseUrl, context, page }) => {
      await context.grantPermissions(['geolocation'], { origin: baseUrl });
      await context.setGeolocation({ latitude: 59.91, longitude: 10.75, accuracy: 10 });

      // On the quay, with signal: open the round once and take it offline.
      await openSignedIn(page, session, `/user/rounds/${roundId}`);
      await waitForOfflineReady(page);
      await page.getByRole('button', { name: 'Take offline' }).click();
      await expectVisible(
        page.getByTestId('offline-pack-status').filter({ hasText: 'Stored offline: 5 assets' }),
      );
      await expectVisible(badge(page).filter({ hasText: 'Online' }));

      // At sea: no signal, and the app is opened again from scratch.
      await goOffline(context, page);
      await page.reload();
      await expectVisible(page.getByTestId('offline-data-note'));
      await expectVisible(badge(page).filter({ hasText: 'Offline' }));
      await page.getByRole('button', { name: 'Scan labels' }).click();

      // The camera passes the five labels (looping): each is found once, on the phone.
      await page
        .getByTestId('scan-count')
        .filter({ hasText: 'Found 5 of 5' })
        .waitFor({ timeout: CAMERA_TIMEOUT });
      await expect.poll(() => badge(page).getAttribute('data-pending'), POLL).toBe('5');
      await expectAccessible(page, 'round scan mode offline, phone');

      // One checklist, with a photo, from the stored plan.
      const first = buoys[0]!;
      await page.goto(
        `/user/assets/${first._id}/inspect/${plan._id}?return=${encodeURIComponent(`/user/rounds/${roundId}?mode=scan`)}`,
      );
      await expectVisible(page.getByTestId('offline-data-note'));
      await page.getByRole('button', { name: 'Pass', exact: true }).click();
      await page.locator('input[type="file"][capture="environment"]').setInputFiles({
        name: 'buoy.png',
        mimeType: 'image/png',
        buffer: gradientPng(320, 240, [200, 40, 30]),
      });
      await page.getByRole('button', { name: 'Submit inspection' }).click();
      await expectVisible(toast(page, 'the inspection is saved on this phone'));
      await expectPath(page, `/user/rounds/${roundId}`);

      // Six writes wait so far, each listed on the outbox page the badge opens.
      await page.getByRole('button', { name: 'Stop scanning' }).click();
      await badge(page).click();
      await expectPath(page, '/user/offline');
      await expect.poll(() => page.getByTestId('outbox-entry').count(), POLL).toBe(6);

      // The scanner page's camera reads whichever buoy is in view: its details come from the phone, with
      // their age. (Closing them would restart the camera for the next buoy: the test leaves them open.)
      await page.goto('/user/scan');
      const details = page.getByRole('dialog', { name: 'Asset Details' });
      await details.waitFor({ timeout: CAMERA_TIMEOUT });
      const scannedId = await details.getByTestId('scanned-asset').getAttribute('data-asset-id');
      const scanned = buoys.find((buoy) => buoy._id === scannedId);
      expect(scanned, 'the camera read one of the buoys').toBeDefined();
      await expectVisible(details.getByText(scanned!.name, { exact: true }));
      await expectVisible(
        details.getByTestId('offline-data-note').filter({ hasText: /stored (just now|1 minute ago)/ }),
      );

      // Seven writes wait: five marks, one inspection, one scan; nothing reached the server.
      await page.goto('/user/offline');
      await expect.poll(() => page.getByTestId('outbox-entry').count(), POLL).toBe(7);
      expect(await badge(page).getAttribute('data-pending')).toBe('7');
      await expectAccessible(page, 'offline page with waiting writes, phone');
      expect((await getRound(admin, roundId)).counts.found).toBe(0);

      // Back in range: the outbox drains by itself.
      await context.setOffline(false);
      await page.getByTestId('outbox-empty').waitFor({ timeout: DRAIN_TIMEOUT });
      await expectVisible(badge(page).filter({ hasText: 'Online' }));

      const round = await getRound(admin, roundId);
      expect(round.counts).toMatchObject({ expected: 5, found: 5, unexpected: 0 });
      expect(await inspectionsOf(admin, first._id)).toBe(1);
      // Each buoy was marked once (one scan each); one was also read on the scanner page.
      const scans = await Promise.all(buoys.map((buoy) => scansOf(admin, buoy._id)));
      expect(scans).toEqual(buoys.map((buoy) => (buoy._id === scanned!._id ? 2 : 1)));
    },
  );
});

describe('a drain cut half way', () => {
  const password = 'deck-hand-password';
  let admin: Api;
  let session: LoginResponse;
  let roundId = '';
  let assets: Asset[] = [];
  let plan: Plan;
  let inspectionRoundId = '';
  let fender: Asset;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const walker = await admin.createUser(unique('oskar'), password);
    session = await login(baseUrl, walker.username, password);
    const store = unique('Rope store');
    assets = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8])
      assets.push(
        await admin.createAsset({ name: unique(`Mooring line ${n}`), type: 'Mooring Line', location: store }),
      );
    const round = await createRound(admin, {
      name: unique('Rope store stocktake'),
      kind: 'stocktake',
      scope: { locations: [store] },
      assignees: [walker._id],
    });
    roundId = round._id;

    const type = unique('Quay fender');
    const berth = unique('Berth 4');
    plan = await createPlan(admin, {
      name: unique('Fender check'),
      rule: { every: { count: 1, unit: 'years' } },
      checklist: [
        { id: 'chains', label: 'Chains and shackles sound', kind: 'pass-fail', required: true },
        { id: 'photo', label: 'Photo of the fender', kind: 'photo', required: true },
      ],
      assetTypes: [type],
    });
    fender = await admin.createAsset({ name: unique('Fender 1'), type, location: berth });
    const inspectionRound = await createRound(admin, {
      name: unique('Berth 4 fender inspection'),
      kind: 'inspection',
      planId: plan._id,
      scope: { locations: [berth] },
      assignees: [walker._id],
    });
    inspectionRoundId = inspectionRound._id;
  });

  const test = browserSuite({ viewport: PHONE });

  test('an answer lost after the server acted, then the network gone: nothing doubled, nothing lost', async ({
    context,
    page,
  }) => {
    await openSignedIn(page, session, `/user/rounds/${roundId}`);
    await page.getByRole('button', { name: 'Take offline' }).click();
    await expectVisible(
      page.getByTestId('offline-pack-status').filter({ hasText: 'Stored offline: 8 assets' }),
    );
    await page.getByRole('button', { name: 'Scan labels' }).click();
    // The scan mode is a chunk of its own: on screen before the signal goes.
    await expectVisible(page.getByLabel('Type or paste a code'));

    await goOffline(context, page);
    for (const asset of assets) {
      await page.getByLabel('Type or paste a code').fill(asset._id);
      await page.getByRole('button', { name: 'Mark', exact: true }).click();
    }
    await expectVisible(page.getByTestId('scan-count').filter({ hasText: 'Found 8 of 8' }));
    await expect.poll(() => badge(page).getAttribute('data-pending'), POLL).toBe('8');

    // The eight marks leave as one batch. The server does every one, but its answer never comes back, and
    // the signal goes with it.
    const batches: FieldWriteBatchAnswer[] = [];
    let singles = 0;
    await context.route('**/api/rounds/*/marks', (route) => ((singles += 1), route.continue()));
    await context.route('**/api/field-writes', async (route) => {
      const response = await route.fetch();
      batches.push((await response.json()) as FieldWriteBatchAnswer);
      if (batches.length > 1) return route.fulfill({ response });
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    });
    await context.setOffline(false);
    await expect
      .poll(() => badge(page).getAttribute('data-tone'), { timeout: DRAIN_TIMEOUT })
      .toBe('offline');
    expect(batches).toHaveLength(1);
    expect(batches[0]!.answers.map((answer) => answer.outcome)).toEqual(Array(8).fill('done'));
    // The phone never heard: all eight still wait on it, while the server holds them.
    await expect.poll(() => badge(page).getAttribute('data-pending'), POLL).toBe('8');
    expect((await getRound(admin, roundId)).counts.found).toBe(8);

    // In range again: the batch is sent again with the same keys, and each is answered from the server's
    // record of its first request.
    await context.setOffline(false);
    await expect.poll(() => badge(page).getAttribute('data-pending'), { timeout: DRAIN_TIMEOUT }).toBe('0');
    // Usually one batch; when the network's return and a retry's timer both drain, the resend may take more.
    // Either way no write is done twice, and every one of the lost batch is answered from its first record.
    const resent = batches.slice(1).flatMap((batch) => batch.answers);
    expect(resent.filter((answer) => answer.outcome === 'done')).toEqual([]);
    expect(
      new Set(resent.filter((answer) => answer.outcome === 'replayed').map((answer) => answer.key)),
    ).toEqual(new Set(batches[0]!.answers.map((answer) => answer.key)));
    expect(singles).toBe(0);
    const round = await getRound(admin, roundId);
    expect(round.counts).toMatchObject({ expected: 8, found: 8, unexpected: 0 });
    const scans = await Promise.all(assets.map((asset) => scansOf(admin, asset._id)));
    expect(scans).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  test('an inspection with a photo goes alone: its answer lost, then the network gone, it is recorded once', async ({
    context,
    page,
  }) => {
    await openSignedIn(page, session, `/user/rounds/${inspectionRoundId}`);
    await waitForOfflineReady(page);
    await page.getByRole('button', { name: 'Take offline' }).click();
    await expectVisible(
      page.getByTestId('offline-pack-status').filter({ hasText: 'Stored offline: 1 asset' }),
    );

    // Without signal: the fender is marked, then inspected with a photo (a form, which no batch carries).
    await page.getByRole('button', { name: 'Scan labels' }).click();
    await expectVisible(page.getByLabel('Type or paste a code'));
    await goOffline(context, page);
    await page.getByLabel('Type or paste a code').fill(fender._id);
    await page.getByRole('button', { name: 'Mark', exact: true }).click();
    await expectVisible(page.getByTestId('scan-count').filter({ hasText: 'Found 1 of 1' }));
    await page.goto(
      `/user/assets/${fender._id}/inspect/${plan._id}?return=${encodeURIComponent(`/user/rounds/${inspectionRoundId}`)}`,
    );
    await expectVisible(page.getByTestId('offline-data-note'));
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await page.locator('input[type="file"][capture="environment"]').setInputFiles({
      name: 'fender.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 240, [30, 40, 200]),
    });
    await page.getByRole('button', { name: 'Submit inspection' }).click();
    await expectVisible(toast(page, 'the inspection is saved on this phone'));
    await expectPath(page, `/user/rounds/${inspectionRoundId}`);
    await expect.poll(() => badge(page).getAttribute('data-pending'), POLL).toBe('2');

    // The mark leaves in a batch; the inspection on its own route reaches the server, whose answer is lost
    // as the signal goes.
    let inspections = 0;
    await context.route('**/api/assets/*/inspections', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      inspections += 1;
      if (inspections > 1) return route.continue();
      await route.fetch();
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    });
    await context.setOffline(false);
    await expect
      .poll(() => badge(page).getAttribute('data-tone'), { timeout: DRAIN_TIMEOUT })
      .toBe('offline');
    await expect.poll(() => badge(page).getAttribute('data-pending'), POLL).toBe('1');
    expect(inspections).toBe(1);
    expect((await getRound(admin, inspectionRoundId)).counts.found).toBe(1);
    expect(await inspectionsOf(admin, fender._id)).toBe(1);

    // In range again: sent again with its key, answered from the server's record, recorded once.
    await context.setOffline(false);
    await expect.poll(() => badge(page).getAttribute('data-pending'), { timeout: DRAIN_TIMEOUT }).toBe('0');
    expect(inspections).toBe(2);
    expect(await inspectionsOf(admin, fender._id)).toBe(1);
    expect(await scansOf(admin, fender._id)).toBe(1);
  });
});

/**
 * The asset page and the label link without signal, and a phone passed from one person to the next. A
 * deckhand takes their assets offline and loses signal: the asset page and the label link (what the phone's
 * own camera opens) show the stored copy with its age, and the label link's scan waits on the phone until
 * the signal is back, then arrives once. Then two people share one phone: A queues scans offline and signs
 * out keeping them; B sees none of A's stored assets or writes, and B's drain sends only B's; when A signs in
 * again, A's writes go out with A's token.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Asset, LoginResponse, User } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, call, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, signInThroughForm } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const DRAIN_TIMEOUT = 30_000;
const POLL = { timeout: 15_000, interval: 100 };

async function scansOf(admin: Api, assetId: string): Promise<number> {
  const history = await call<Array<{ action: string }>>(admin, 'GET', `/assets/${assetId}/history?limit=100`);
  return history.filter((entry) => entry.action === 'scanned').length;
}

/** Who the server recorded each scan of this asset for, oldest first: the person whose token carried it. */
async function scannersOf(admin: Api, assetId: string): Promise<string[]> {
  const history = await call<Array<{ action: string; username: string }>>(
    admin,
    'GET',
    `/assets/${assetId}/history?limit=100`,
  );
  return history
    .filter((entry) => entry.action === 'scanned')
    .map((entry) => entry.username)
    .reverse();
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine), POLL).toBe(false);
}

/** Takes the signed-in person's own assets offline from the offline page, once the app works without signal. */
async function takeMyAssetsOffline(page: Page, count: number): Promise<void> {
  await page.goto('/user/offline');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('button', { name: 'Take my assets offline' }).click();
  await expectVisible(
    page.getByTestId('stored-packs').filter({ hasText: `Stored offline: ${count} assets` }),
  );
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

describe('the asset page and the label link without signal', () => {
  const password = 'deckhand-password';
  let admin: Api;
  let session: LoginResponse;
  let stored: Asset[] = [];
  let notStored: Asset;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const deckhand: User = await admin.createUser(unique('ingrid'), password);
    session = await login(baseUrl, deckhand.username, password);
    stored = [];
    for (const n of [1, 2])
      stored.push(
        await admin.createAsset({
          name: unique(`Lifebuoy ${n}`),
          type: 'Lifebuoy',
          location: unique('Quay'),
          assignedTo: deckhand._id,
        }),
      );
    notStored = await admin.createAsset({ name: unique('Fender'), type: 'Fender', location: unique('Quay') });
  });

  const test = browserSuite({ viewport: PHONE });

  test('both open from the phone with their age; the link scans wait and arrive once', async ({
    context,
    page,
  }) => {
    await openSignedIn(page, session, '/user/offline');
    await takeMyAssetsOffline(page, 2);
    const [first, second] = stored as [Asset, Asset];

    await goOffline(context, page);
    await page.goto(`/user/assets/${first._id}`);
    await expectVisible(page.getByRole('heading', { name: first.name }));
    await expectVisible(
      page.getByTestId('offline-data-note').filter({ hasText: /stored (just now|1 minute ago)/ }),
    );
    await expectVisible(page.getByTestId('needs-network'));
    expect(await page.getByText('Failed to load the asset').count()).toBe(0);
    await expectAccessible(page, 'asset page from the phone, phone');

    // The phone's camera opens the label's link: the stored details, and the scan kept on the phone.
    await page.goto(`/a/${second._id}`);
    await expectVisible(page.getByText(second.name, { exact: true }));
    await expectVisible(page.getByTestId('offline-data-note'));
    await expectVisible(
      page.getByTestId('scan-queued').filter({ hasText: 'the scan is saved on this phone' }),
    );
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await expectAccessible(page, 'label link from the phone, phone');

    // A label of an asset not taken offline: no details, but the scan is still kept.
    await page.goto(`/a/${notStored._id}`);
    await expectVisible(page.getByTestId('scan-queued').filter({ hasText: 'was not taken offline' }));

    await page.goto('/user/offline');
    await expect.poll(() => page.getByTestId('outbox-entry').count(), POLL).toBe(2);
    await expectVisible(page.getByTestId('outbox-list').getByText(`Scan of ${second.name}`));
    expect(await scansOf(admin, second._id)).toBe(0);

    await context.setOffline(false);
    await page.getByTestId('outbox-empty').waitFor({ timeout: DRAIN_TIMEOUT });
    expect(await scansOf(admin, second._id)).toBe(1);
    expect(await scansOf(admin, notStored._id)).toBe(1);
    expect(await scansOf(admin, first._id)).toBe(0);
    // Reopened online, the page shows the server's answer again and sends nothing twice.
    await page.reload();
    await page.getByTestId('outbox-empty').waitFor({ timeout: DRAIN_TIMEOUT });
    expect(await scansOf(admin, second._id)).toBe(1);
  });
});

describe('two people on one phone', () => {
  const passwords = { a: 'first-shift-password', b: 'second-shift-password' };
  let admin: Api;
  let personA: User;
  let personB: User;
  let assetsOfA: Asset[] = [];

  beforeAll(async () => {
    admin = await Api.as(fileServer().baseUrl, 'admin', fileServer().adminPassword);
    personA = await admin.createUser(unique('astrid'), passwords.a);
    personB = await admin.createUser(unique('bjorn'), passwords.b);
    assetsOfA = [];
    for (const n of [1, 2])
      assetsOfA.push(
        await admin.createAsset({
          name: unique(`Life jacket ${n}`),
          type: 'Life Jacket',
          location: unique('Crew store'),
          assignedTo: personA._id,
        }),
      );
  });

  const test = browserSuite({ viewport: PHONE });

  test("A keeps their writes at sign-out; B neither sees nor sends them; A's go out with A's token", async ({
    context,
    page,
  }) => {
    const [jacket1, jacket2] = assetsOfA as [Asset, Asset];

    // A, on shift: takes their assets offline, loses signal and opens both labels' links.
    await page.goto('/login');
    await signInThroughForm(page, personA.username, passwords.a);
    await expectPath(page, '/user/dashboard');
    await takeMyAssetsOffline(page, 2);
    await goOffline(context, page);
    for (const jacket of [jacket1, jacket2]) {
      await page.goto(`/a/${jacket._id}`);
      await expectVisible(page.getByTestId('scan-queued'));
    }
    await page.goto('/user/offline');
    await expect.poll(() => page.getByTestId('outbox-entry').count(), POLL).toBe(2);

    // A signs out and keeps the writes for later.
    await logout(page);
    const dialog = page.getByRole('dialog', { name: 'Before you sign out' });
    await expectVisible(
      dialog.getByText('On this phone: 2 writes waiting to be sent and 2 assets stored for offline use.'),
    );
    await expectAccessible(page, 'sign-out question, phone');
    await dialog.getByRole('button', { name: 'Keep it for me and sign out' }).click();
    await expectPath(page, '/');

    // B signs in on the same phone, with signal.
    await context.setOffline(false);
    await page.goto('/login');
    await signInThroughForm(page, personB.username, passwords.b);
    await expectPath(page, '/user/dashboard');
    await page.goto('/user/offline');
    await expectVisible(page.getByTestId('outbox-empty'));
    await expectVisible(page.getByText('Nothing is stored on this phone yet.'));
    expect(await page.getByText(jacket1.name).count()).toBe(0);
    // Only that another person's writes wait here, and how many: never what they are.
    await expectVisible(page.getByTestId('other-users-writes').filter({ hasText: '2 writes by' }));

    // Without signal, A's stored copy is not B's: the asset page has nothing to show.
    await goOffline(context, page);
    await page.goto(`/user/assets/${jacket1._id}`);
    await expectVisible(page.getByText('Failed to load the asset'));
    expect(await page.getByTestId('offline-data-note').count()).toBe(0);
    // B's own scan of the same label waits, and B's drain sends it alone, with B's token.
    await page.goto(`/a/${jacket1._id}`);
    await expectVisible(page.getByTestId('scan-queued').filter({ hasText: 'was not taken offline' }));
    await page.goto('/user/offline');
    await context.setOffline(false);
    await page.getByTestId('outbox-empty').waitFor({ timeout: DRAIN_TIMEOUT });
    // The server records each scan for the person whose token carried it.
    await expect
      .poll(() => scannersOf(admin, jacket1._id), { timeout: DRAIN_TIMEOUT })
      .toEqual([personB.username]);
    expect(await scannersOf(admin, jacket2._id)).toEqual([]);

    // B leaves nothing behind: signed out without a question.
    await logout(page);
    await expectPath(page, '/');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A again: the kept writes go out, each with A's token, and reach the server once.
    await page.goto('/login');
    await signInThroughForm(page, personA.username, passwords.a);
    await expectPath(page, '/user/dashboard');
    await page.goto('/user/offline');
    await page.getByTestId('outbox-empty').waitFor({ timeout: DRAIN_TIMEOUT });
    // The history is in the order the scans happened: A scanned before handing the phone to B.
    await expect
      .poll(() => scannersOf(admin, jacket1._id), { timeout: DRAIN_TIMEOUT })
      .toEqual([personA.username, personB.username]);
    expect(await scannersOf(admin, jacket2._id)).toEqual([personA.username]);
  });
});

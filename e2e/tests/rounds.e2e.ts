/**
 * Rounds in Chromium: an admin plans a round of a quay (a shed inside it too) at a desk; an employee walks it on a phone whose
 * fake camera passes label after label, touching nothing between them; the desk sees the counts move within
 * two seconds, finishes the round and reads both reports back. And at 390 px nothing scrolls sideways.
 */
import { beforeAll, describe, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import type { Asset, LoginResponse, User } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, pickLocation, toast } from '../support/app';
import { browserSuite, DESKTOP, PHONE } from '../support/browser';
import { fakeCameraArgs } from '../support/fake-camera';
import { unique } from '../support/fixtures-data';
import { videoOfLabelSequence } from '../support/label-sequence';
import { createPlan } from '../support/compliance';
import { createRound, csvRows, getRound, pdfText, section } from '../support/rounds';
import { fileServer } from '../support/file-server';

/** Where the phone says it is (Oslo harbour), and how sure it is. */
const QUAY_POSITION = { latitude: 59.912341, longitude: 10.752309, accuracy: 8 };
const SHOWN_POSITION = '59.91234, 10.75231 ±8 m';
/** The counts move for everyone in the round within two seconds. */
const LIVE_MS = 2000;
const CAMERA_TIMEOUT = 30_000;

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The phone's scan log, oldest first: "outcome: text" for each read. */
async function scansSoFar(page: Page): Promise<string[]> {
  const entries = await page
    .getByTestId('scan-log')
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('data-outcome')}: ${item.lastElementChild?.textContent}`),
    );
  return entries.reverse();
}

async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

describe('a round walked on a phone and watched from a desk', () => {
  const password = 'deck-hand-password';
  const quay = unique('Quay');
  let admin: Api;
  let adminSession: LoginResponse;
  let walker: User;
  let walkerSession: LoginResponse;
  let raftA: Asset;
  let raftB: Asset;
  let raftD: Asset;
  let buoy: Asset;
  let video = '';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    adminSession = await login(baseUrl, 'admin', fileServer().adminPassword);
    walker = await admin.createUser(unique('ingrid'), password);
    walkerSession = await login(baseUrl, walker.username, password);
    // The quay with a shed inside it: a round of the quay expects what is in the shed too.
    const quayLocation = await admin.createLocation({ name: quay, kind: 'quay' });
    const shed = await admin.createLocation({ name: 'Shed 2', kind: 'store', parentId: quayLocation._id });
    raftA = await admin.createAsset({ name: unique('Raft A'), type: 'Life Raft', location: quay });
    raftB = await admin.createAsset({ name: unique('Raft B'), type: 'Life Raft', location: shed.path });
    raftD = await admin.createAsset({ name: unique('Raft D'), type: 'Life Raft', location: quay });
    buoy = await admin.createAsset({ name: unique('Buoy C'), type: 'Lifebuoy', location: unique('Store') });
    const [a, b, c] = await Promise.all([raftA, raftB, buoy].map((asset) => admin.qrCode(asset._id, 'png')));
    // Found, found, found again (already found), and one from another store (not expected).
    video = videoOfLabelSequence([a!, b!, a!, c!], 3, 4).video;
  });

  const test = browserSuite({ viewport: PHONE, launchArgs: () => fakeCameraArgs(video) });

  test(
    'planned, walked label after label, watched live, finished and reported',
    { timeout: 180_000 },
    async ({ baseUrl, context, page: phone }) => {
      // The desk: an admin plans the round in the browser.
      const desk = await context
        .browser()!
        .newContext({ baseURL: baseUrl, viewport: DESKTOP, acceptDownloads: true });
      try {
        const office = await desk.newPage();
        await openSignedIn(office, adminSession, '/admin/rounds/new');
        const name = unique('Quay audit');
        await office.getByLabel('Name').fill(name);
        await pickLocation(office, 'Add a location', quay);
        await expectVisible(office.getByTestId('round-preview').filter({ hasText: '3 assets expected' }));
        await office.getByRole('checkbox', { name: walker.username, exact: true }).check();
        await expectVisible(office.getByRole('button', { name: `Remove ${walker.username}` }));
        // Start stays on the screen without scrolling to the foot of the form.
        const start = (await office.getByRole('button', { name: 'Start round' }).boundingBox())!;
        expect(start.y + start.height).toBeLessThanOrEqual(DESKTOP.height);
        await expectAccessible(office, 'new round, desktop');
        await office.getByRole('button', { name: 'Start round' }).click();
        await office.waitForURL(/\/admin\/rounds\/[0-9a-f]{24}$/);
        const roundId = new URL(office.url()).pathname.split('/').pop()!;
        const progress = office.getByTestId('round-progress');
        await expectVisible(progress.filter({ hasText: '0 of 3 found' }));

        // The phone: the employee finds the round in their list and starts scanning, then touches nothing.
        await context.grantPermissions(['geolocation'], { origin: baseUrl });
        await context.setGeolocation(QUAY_POSITION);
        await openSignedIn(phone, walkerSession, '/user/rounds');
        await phone.getByRole('link', { name }).click();
        await expectPath(phone, `/user/rounds/${roundId}`);
        await phone.getByRole('button', { name: 'Scan labels' }).click();

        const banner = phone.getByTestId('scan-banner');
        await banner.and(phone.locator('[data-outcome="found"]')).waitFor({ timeout: CAMERA_TIMEOUT });
        // The desk sees the first find within two seconds of the phone showing it.
        await progress.filter({ hasText: '1 of 3 found' }).waitFor({ timeout: LIVE_MS });

        // Four reads, each answered (a read shows as checking until the server answers).
        const answered = (scans: string[]) =>
          scans.slice(0, 4).filter((scan) => !scan.startsWith('checking:')).length;
        await expect.poll(() => scansSoFar(phone).then(answered), { timeout: 60_000, interval: 250 }).toBe(4);
        const walk = (await scansSoFar(phone)).slice(0, 4);
        expect(walk).toEqual([
          `found: ${raftA.name}`,
          `found: ${raftB.name}`,
          `already-found: ${raftA.name}`,
          `unexpected: ${buoy.name} is not on this round's list.`,
        ]);
        // The one tap of the walk: the buoy from the other store belongs here ("move here", one location).
        await phone.getByRole('button', { name: `Move here (${quay})` }).click();
        await banner.and(phone.locator('[data-outcome="moved"]')).waitFor();
        await expect.poll(async () => (await admin.getAsset(buoy._id)).location).toBe(quay);
        await expectVisible(phone.getByTestId('scan-count').filter({ hasText: 'Found 2 of 3' }));
        // Each read was sent once: the labels stayed in view for seconds at ten reads a second.
        const server = await getRound(admin, roundId);
        expect(server.counts).toEqual({ expected: 3, found: 2, missing: 1, unexpected: 1 });
        await progress.filter({ hasText: '2 of 3 found' }).waitFor({ timeout: LIVE_MS });
        await expectVisible(office.getByTestId('round-counts').getByText('1', { exact: true }));
        expect(await sidewaysScroll(phone)).toBeLessThanOrEqual(0);

        // The desk's list shows who found what, when and where.
        await expectVisible(office.getByRole('link', { name: raftA.name }));
        await expectVisible(office.getByText(SHOWN_POSITION).first());

        // The desk finishes: what was not found becomes missing; the phone sees the round closed.
        await office.getByRole('button', { name: 'Finish round' }).click();
        const confirm = office.getByRole('alertdialog', { name: 'Finish round' });
        await expectVisible(confirm.getByText('1 asset not found yet becomes missing'));
        await confirm.getByRole('button', { name: 'Finish round' }).click();
        await expectVisible(toast(office, 'Round finished'));
        await expectVisible(office.getByTestId('round-counts').getByText('Missing'));
        await phone.locator('[data-status="finished"]').waitFor({ timeout: LIVE_MS + 1000 });
        expect(await phone.getByRole('button', { name: /Stop scanning|Scan labels/ }).count()).toBe(0);

        // The reports: the PDF read back as text, its lists checked; the CSV one row per asset.
        const pdf = await downloaded(office, office.getByRole('button', { name: 'Report PDF' }));
        expect(pdf.name).toMatch(/\.pdf$/);
        const text = pdfText(pdf.bytes);
        expect(text).toContain(name);
        expect(text).toContain(walker.username);
        expect(text).toContain('2 of 3 found, 1 missing, 1 unexpected');
        const missing = section(text, 'Missing (1)', 'Unexpected (1)');
        expect(missing).toContain(raftD.name);
        expect(missing).not.toContain(raftA.name);
        const unexpected = section(text, 'Unexpected (1)', 'Found (2)');
        expect(unexpected).toContain(buoy.name);
        const found = section(text, 'Found (2)', 'Inspector');
        expect(found).toContain(raftA.name);
        expect(found).toContain(raftB.name);
        expect(found).not.toContain(raftD.name);

        const csv = await downloaded(office, office.getByRole('button', { name: 'Report CSV' }));
        expect(csv.name).toMatch(/\.csv$/);
        const rows = csvRows(csv.bytes.toString('utf8'));
        const byName = Object.fromEntries(rows.map((row) => [row.assetName, row]));
        expect(rows).toHaveLength(4);
        expect(byName[raftA.name]).toMatchObject({
          expected: 'yes',
          state: 'found',
          markedBy: walker.username,
        });
        expect(Number(byName[raftA.name]!.latitude)).toBeCloseTo(QUAY_POSITION.latitude, 4);
        expect(byName[raftB.name]).toMatchObject({ expected: 'yes', state: 'found' });
        expect(byName[raftD.name]).toMatchObject({ expected: 'yes', state: 'missing', markedAt: '' });
        expect(byName[buoy.name]).toMatchObject({ expected: 'no', state: 'unexpected' });
      } finally {
        await desk.close();
      }
    },
  );
});

describe('rounds on a phone', () => {
  let session: LoginResponse;
  let roundId = '';
  let assetName = '';
  let inspectionRoundId = '';
  let planId = '';
  let hydrant: Asset;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const password = 'deck-hand-password';
    const holder = await admin.createUser(unique('ahmed'), password);
    session = await login(baseUrl, holder.username, password);
    const location = unique('Fuel berth with a long name on the outer breakwater');
    assetName = unique('Fire extinguisher FE-2207 in the pump room cabinet');
    const asset = await admin.createAsset({ name: assetName, type: 'Fire Extinguisher', location });
    await admin.createAsset({ name: unique('Fire blanket'), type: 'Fire Blanket', location });
    const round = await createRound(admin, {
      name: unique('Monthly fire equipment stocktake of the outer breakwater'),
      kind: 'stocktake',
      scope: { locations: [location] },
      assignees: [holder._id],
      dueOn: '2026-12-31',
    });
    roundId = round._id;
    const hydrantType = unique('Hydrant');
    const plan = await createPlan(admin, {
      name: unique('Hydrant monthly check'),
      rule: { every: { count: 1, unit: 'months' } },
      checklist: [{ id: 'cap', label: 'Caps in place', kind: 'pass-fail', required: true }],
      assetTypes: [hydrantType],
    });
    planId = plan._id;
    const berth = unique('Berth');
    hydrant = await admin.createAsset({ name: unique('Hydrant H'), type: hydrantType, location: berth });
    const inspectionRound = await createRound(admin, {
      name: unique('Hydrant round'),
      kind: 'inspection',
      planId,
      scope: { locations: [berth] },
      assignees: [holder._id],
    });
    inspectionRoundId = inspectionRound._id;
    const crew = await Api.as(baseUrl, holder.username, password);
    const response = await fetch(`${baseUrl}/api/rounds/${roundId}/marks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${crew.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ assetId: asset._id, position: { lat: 59.91, lon: 10.75, accuracy: 12 } }),
    });
    expect(response.status).toBe(200);
  });

  const test = browserSuite({ viewport: PHONE });

  test('the rounds list and a round page fit 390 px: cards, 48 px targets, no sideways scroll', async ({
    page,
  }) => {
    await openSignedIn(page, session, '/user/rounds');
    const link = page.getByRole('link', { name: /Monthly fire equipment stocktake/ });
    await expectVisible(link);
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'rounds list, phone');

    await link.click();
    await expectPath(page, `/user/rounds/${roundId}`);
    const asset = page.getByRole('link', { name: assetName });
    await expectVisible(asset);
    expect((await asset.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await expectVisible(page.getByText('59.91000, 10.75000 ±12 m'));
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'round page, phone');
    const scan = page.getByRole('button', { name: 'Scan labels' });
    expect((await scan.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  });

  test("without a camera: a typed code is marked, and an inspection round's checklist returns to the scan", async ({
    page,
  }) => {
    await openSignedIn(page, session, `/user/rounds/${inspectionRoundId}`);
    await page.getByRole('button', { name: 'Scan labels' }).click();
    // Camera first: the whole viewfinder is on the first screen, the round's other actions behind one tap.
    const viewfinder = page.getByTestId('camera-view');
    await expectVisible(viewfinder);
    const box = (await viewfinder.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const roundActions = page.locator('#round-actions');
    expect(await roundActions.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'More actions' }).click();
    await expectVisible(roundActions);
    await page.getByLabel('Type or paste a code').fill(hydrant._id);
    await page.getByRole('button', { name: 'Mark', exact: true }).click();
    const banner = page.getByTestId('scan-banner');
    await banner.and(page.locator('[data-outcome="found"]')).waitFor();
    await expectVisible(page.getByTestId('scan-count').filter({ hasText: 'Found 1 of 1' }));
    const inspect = page.getByRole('link', { name: 'Inspect' });
    expect((await inspect.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await expectAccessible(page, 'round scan mode with a result, phone');
    await inspect.click();
    await expectPath(page, `/user/assets/${hydrant._id}/inspect/${planId}`);
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await page.getByRole('button', { name: 'Submit inspection' }).click();
    await expectPath(page, `/user/rounds/${inspectionRoundId}`);
    await expectVisible(toast(page, 'Inspection recorded'));
    expect(new URL(page.url()).search).toBe('?mode=scan');
    await expectVisible(page.getByRole('button', { name: 'Stop scanning' }));
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});

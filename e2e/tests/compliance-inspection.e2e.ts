/** On a phone: an overdue life raft's label is scanned, its checklist completed with a photo, and it becomes ok. */
import { beforeAll, describe, expect } from 'vitest';
import type { Asset, LoginResponse, Plan } from '@harbour/contract';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, statValue } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { createPlan, createRegisteredAsset, dayFromToday, overdueCount } from '../support/compliance';
import { gradientPng, unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite({ viewport: PHONE });
const MIN_TARGET_PX = 48;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll at 390 px').toBeLessThanOrEqual(0);
}

async function expectBigTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box?.height ?? 0, 'target height').toBeGreaterThanOrEqual(MIN_TARGET_PX);
}

describe('inspection from a scan, on a phone', () => {
  let admin: Api;
  let crew: Api;
  let session: LoginResponse;
  let plan: Plan;
  let raft: Asset;
  let otherRaft: Asset;
  let label: Buffer;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const username = unique('lena');
    const holder = await admin.createUser(username, 'crew-member-pass');
    plan = await createPlan(admin, {
      name: unique('Life raft annual service'),
      reference: 'SOLAS III/20.8',
      rule: { every: { count: 12, unit: 'months' } },
      checklist: [
        { id: 'canister', label: 'Canister and lashings intact', kind: 'pass-fail', required: true },
        { id: 'pressure', label: 'Cylinder pressure', kind: 'number', unit: 'bar', required: true },
        { id: 'photo', label: 'Photo of the raft in its cradle', kind: 'photo', required: true },
      ],
      assetTypes: ['Life Raft'],
    });
    raft = await createRegisteredAsset(admin, {
      name: unique('Life Raft LR'),
      type: 'Life Raft',
      location: 'Deck 3',
      assignedTo: holder._id,
      inServiceOn: dayFromToday(0, -2),
    });
    otherRaft = await createRegisteredAsset(admin, {
      name: unique('Life Raft LR'),
      type: 'Life Raft',
      location: 'Deck 4',
      inServiceOn: dayFromToday(0, -2),
    });
    label = await admin.qrCode(raft._id, 'png');
    session = await login(baseUrl, username, 'crew-member-pass');
    crew = new Api(baseUrl, session.token);
  });

  test('scan the label, see it overdue, complete the checklist with a photo, and it is ok', async ({
    page,
    context,
    baseUrl,
  }) => {
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation({ latitude: 59.9075, longitude: 10.7376, accuracy: 12 });
    const overdueBefore = {
      crew: await overdueCount(crew, 'user'),
      admin: await overdueCount(admin, 'admin'),
    };
    expect(overdueBefore.crew).toBeGreaterThanOrEqual(1);

    await openSignedIn(page, session, '/user/dashboard');
    expect(await statValue(page, 'Overdue')).toBe(overdueBefore.crew);

    await page.goto('/user/scan');
    await page
      .getByLabel(/Scan an image file/)
      .setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: label });
    const details = page.getByRole('dialog', { name: 'Asset Details' });
    await expectVisible(details.getByText(raft.name, { exact: true }));
    const dueOn = dayFromToday(0, -1);
    await expectVisible(details.getByText(`${plan.name}: overdue since ${dueOn}`, { exact: true }));
    const start = details.getByRole('link', { name: `Start inspection: ${plan.name}` });
    await expectBigTarget(start);
    await expectAccessible(page, 'scan result with an overdue inspection');
    await start.click();
    await expectPath(page, `/user/assets/${raft._id}/inspect/${plan._id}`);

    await expectVisible(page.getByRole('heading', { name: plan.name, level: 1 }));
    await expectVisible(page.getByText(/^Position attached/));
    await page.getByRole('button', { name: 'Submit inspection' }).click();
    const problems = page.getByRole('alert');
    await expectVisible(problems.getByText('Canister and lashings intact: choose Pass or Fail'));
    await expectVisible(problems.getByText('Photo of the raft in its cradle: take a photo'));

    const pass = page.getByRole('button', { name: 'Pass', exact: true });
    await expectBigTarget(pass);
    await expectBigTarget(page.getByRole('button', { name: 'Fail', exact: true }));
    await pass.click();
    const pressure = page.getByRole('textbox', { name: /Cylinder pressure/ });
    expect(await pressure.getAttribute('inputmode')).toBe('decimal');
    await pressure.fill('12,5');
    const camera = page.locator('input[type="file"][capture="environment"]');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    await camera.setInputFiles({
      name: 'raft.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 240, [200, 90, 20]),
    });
    await expectVisible(page.getByRole('img', { name: 'Photo taken for this item' }));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'inspection checklist');

    await page.getByRole('button', { name: 'Submit inspection' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Inspection passed' }));
    const nextDue = dayFromToday(0, 1);
    await expectVisible(page.getByText(`Next due on ${nextDue}`));
    await expectAccessible(page, 'inspection result');

    await page.getByRole('link', { name: 'Open asset page' }).click();
    await expectPath(page, `/user/assets/${raft._id}`);
    const state = page.getByTestId('compliance-state');
    await expectVisible(state.getByText('OK', { exact: true }));
    await expectVisible(state.getByText(`${plan.name}: next due on ${nextDue}`));
    const history = page.getByTestId('inspection-entry').first();
    await expectVisible(history.getByText('Passed'));
    await expectVisible(history.getByRole('img', { name: 'Photo: Photo of the raft in its cradle' }));
    await expectVisible(history.getByText(/position recorded/));
    await expectVisible(page.getByRole('list', { name: 'Activity history' }).getByText(/passed/));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'asset page after the inspection');

    expect(await overdueCount(crew, 'user')).toBe(overdueBefore.crew - 1);
    expect(await overdueCount(admin, 'admin')).toBe(overdueBefore.admin - 1);
    await page.goto('/user/dashboard');
    await expect.poll(() => statValue(page, 'Overdue')).toBe(overdueBefore.crew - 1);
  });

  test('the label link says what is due, starts it, and leads to the asset page', async ({ page }) => {
    await openSignedIn(page, session, `/a/${otherRaft._id}`);
    await expectVisible(page.getByText(otherRaft.name, { exact: true }));
    await expectVisible(
      page.getByText(`${plan.name}: overdue since ${dayFromToday(0, -1)}`, { exact: true }),
    );
    expect(
      await page.getByRole('link', { name: `Start inspection: ${plan.name}` }).getAttribute('href'),
    ).toBe(`/user/assets/${otherRaft._id}/inspect/${plan._id}`);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'label link with an overdue inspection');
    await page.getByRole('link', { name: 'Open asset page' }).click();
    await expectPath(page, `/user/assets/${otherRaft._id}`);
    await expectVisible(page.getByRole('heading', { name: otherRaft.name, level: 1 }));
    await expectVisible(page.getByTestId('compliance-state').getByText('Overdue', { exact: true }));
  });
});

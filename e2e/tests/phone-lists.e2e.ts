/**
 * The five lists on a phone (390x844): assets, users, Download QR, compliance and rounds draw each row as a
 * card with its values labelled and its actions as 48 px targets, and nothing scrolls sideways. On a wide
 * screen the same lists stay tables with their column headers.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Asset, LoginResponse, User } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectVisible, openSignedIn, search, searchAssets } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { createPlan, createRegisteredAsset, dayFromToday } from '../support/compliance';
import { unique } from '../support/fixtures-data';
import { createRound } from '../support/rounds';
import { fileServer } from '../support/file-server';

const test = browserSuite({ viewport: PHONE });

/** What WCAG 2.5.5 asks of a target a finger taps. */
const TARGET = 48;

async function expectTappable(target: Locator): Promise<void> {
  await expectVisible(target);
  const box = await target.boundingBox();
  expect(box, 'the target has a box').not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(TARGET);
  expect(box!.height).toBeGreaterThanOrEqual(TARGET);
  // Inside the window: a card that fits needs no sideways scroll to reach its actions.
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** A card, not a table row: the column headers are not shown, and the value carries its own label. */
async function expectCard(page: Page, table: string, labelledValue: RegExp): Promise<void> {
  const list = page.getByRole('table', { name: table });
  await expectVisible(list.getByRole('cell', { name: labelledValue }).first());
  expect(await list.getByRole('columnheader').filter({ visible: true }).count()).toBeLessThanOrEqual(1);
  expect(await list.evaluate((element) => getComputedStyle(element).display)).toBe('block');
}

describe('lists on a phone', () => {
  let session: LoginResponse;
  let holder: User;
  let asset: Asset;
  let overdue: Asset;
  let assetTag = '';
  let equipmentType = '';
  let roundName = '';
  /** The compliance list filtered to this file's equipment, through the address as a dashboard card does. */
  const compliancePath = () => `/admin/compliance?type=${encodeURIComponent(equipmentType)}`;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    holder = await admin.createUser(unique('sigrid.lindqvist-haugland'), 'phone-lists-password');
    assetTag = unique('Harbour Master Launch With A Long Name');
    asset = await admin.createAsset({
      name: `${assetTag} Vestre Hjortholmen`,
      type: 'Vessel',
      location: 'Inner Harbour Pontoon Number Seventeen',
      assignedTo: holder._id,
    });
    // A name with no place to break (pasted from a system export): cards wrap it rather than scroll sideways.
    await admin.createAsset({
      name: unique('SERIAL-NO-7F3A9C2E1B5D8F0A6C4E2B9D7F1A3C5E8B0D2F4A6C'),
      type: 'Vessel',
      location: 'Inner Harbour Pontoon Number Seventeen',
      assignedTo: holder._id,
    });
    equipmentType = unique('Lifebuoy');
    await createPlan(admin, {
      name: unique('Lifebuoy annual check'),
      rule: { every: { count: 1, unit: 'years' } },
      checklist: [],
      assetTypes: [equipmentType],
    });
    overdue = await createRegisteredAsset(admin, {
      name: unique('Lifebuoy'),
      type: equipmentType,
      location: 'Quay 4',
      inServiceOn: dayFromToday(0, -3),
    });
    roundName = unique('Quarterly stocktake of the long western breakwater');
    await createRound(admin, {
      name: roundName,
      kind: 'stocktake',
      scope: { locations: ['Quay 4'] },
      assignees: [holder._id],
      dueOn: dayFromToday(30),
    });
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  test('assets: cards with their status and holder, a 48 px tick box and 48 px actions', async ({ page }) => {
    await openSignedIn(page, session, '/admin/assets');
    await searchAssets(page, assetTag);
    await expectVisible(page.getByRole('link', { name: asset.name }));
    await expectCard(page, 'Assets', /^Status\s*In Use$/);
    await expectVisible(page.getByRole('cell', { name: `Assigned To ${holder.username}` }));
    for (const action of ['View', 'Edit', 'Delete']) {
      await expectTappable(page.getByRole('button', { name: `${action} ${asset.name}` }));
    }
    const tick = page.getByRole('checkbox', { name: `Select ${asset.name}` });
    await expectTappable(tick.locator('xpath=..'));
    await expectTappable(
      page.getByRole('checkbox', { name: 'Select all assets on this page' }).locator('xpath=..'),
    );
    await tick.locator('xpath=..').click();
    await expectVisible(page.getByText('1 asset selected'));
    await expectTappable(page.getByRole('button', { name: 'Print labels' }));
    await expectTappable(page.getByRole('button', { name: 'Next' }));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'asset cards, phone');
  });

  test('users: cards with the role, and Edit and Delete as 48 px targets', async ({ page }) => {
    await openSignedIn(page, session, '/admin/users');
    await search(page, 'Search users...', holder.username);
    await expectVisible(page.getByText(holder.username, { exact: true }));
    await expectCard(page, 'Users', /^Role\s*user$/i);
    await expectTappable(page.getByRole('button', { name: `Edit ${holder.username}` }));
    await expectTappable(page.getByRole('button', { name: `Delete ${holder.username}` }));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'user cards, phone');
  });

  test('Download QR: a card per user with the QR, Download and Print as 48 px targets', async ({ page }) => {
    await openSignedIn(page, session, '/admin/download');
    await search(page, 'Search users by username...', holder.username);
    await expectVisible(page.getByText('Showing 1 to 1 of 1 users'));
    await expectCard(page, 'Users and their QR codes', /^Role\s*user$/i);
    await expectVisible(page.getByText(`${asset.name} - ${asset.location}`));
    await expectVisible(page.getByAltText(`QR code of ${asset.name}`));
    await expectTappable(page.getByRole('button', { name: `Download QR code of ${asset.name}` }));
    await expectTappable(page.getByRole('button', { name: `Print QR code of ${asset.name}` }));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'Download QR cards, phone');
  });

  test('compliance: cards with the due status, the asset a 48 px link', async ({ page }) => {
    await openSignedIn(page, session, '/admin/compliance');
    await page.goto(compliancePath());
    await expectTappable(page.getByRole('link', { name: overdue.name }));
    await expectCard(page, 'Due items', /^Status\s*Overdue$/);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'compliance cards, phone');
  });

  test('rounds: cards with the status, the round a 48 px link', async ({ page }) => {
    await openSignedIn(page, session, '/admin/rounds');
    await expectTappable(page.getByRole('link', { name: roundName }));
    await expectCard(page, 'Rounds', /^Status\s*Open$/);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'round cards, phone');
  });

  test('on a wide screen the five lists stay tables with their column headers', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const lists: [string, string, string][] = [
      ['/admin/assets', 'Assets', 'Assigned To'],
      ['/admin/users', 'Users', 'Last Login'],
      ['/admin/download', 'Users and their QR codes', 'QR Codes'],
      [compliancePath(), 'Due items', 'Last done'],
      ['/admin/rounds', 'Rounds', 'Not expected'],
    ];
    await openSignedIn(page, session, '/admin/dashboard');
    for (const [pathname, name, header] of lists) {
      await page.goto(pathname);
      const table = page.getByRole('table', { name });
      await expectVisible(table.getByRole('columnheader', { name: header }));
      expect(await table.evaluate((element) => getComputedStyle(element).display), pathname).toBe('table');
      expect(
        await table
          .getByRole('row')
          .nth(1)
          .evaluate((element) => getComputedStyle(element).display),
        pathname,
      ).toBe('table-row');
    }
  });
});

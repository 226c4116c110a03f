/** On a phone: an employee's compliance cards and list, the calendar feed, and the plans screen fit 390 px. */
import { beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Asset, LoginResponse, User } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn, statValue, toast } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { createPlan, createRegisteredAsset, dayFromToday, overdueCount } from '../support/compliance';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite({ viewport: PHONE });

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('compliance on a phone', () => {
  let holder: User;
  let holderSession: LoginResponse;
  let adminSession: LoginResponse;
  let employeeApi: Api;
  let suit: Asset;
  const password = 'deck-hand-password';

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    holder = await admin.createUser(unique('ingrid'), password);
    const type = unique('Immersion Suit');
    await createPlan(admin, {
      name: unique('Immersion suit air-pressure test'),
      reference: 'MSC/Circ.1114',
      rule: {
        every: { count: 3, unit: 'years' },
        olderThan: { years: 10, every: { count: 2, unit: 'years' } },
      },
      checklist: [],
      assetTypes: [type],
    });
    suit = await createRegisteredAsset(admin, {
      name: unique('Suit'),
      type,
      location: unique('Rescue Boat'),
      assignedTo: holder._id,
      inServiceOn: dayFromToday(0, -4),
    });
    holderSession = await login(baseUrl, holder.username, password);
    employeeApi = await Api.as(baseUrl, holder.username, password);
    adminSession = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  test("an employee's Overdue card counts their own asset and opens their list, as cards", async ({
    page,
  }) => {
    expect(await overdueCount(employeeApi, 'user')).toBe(1);
    await openSignedIn(page, holderSession, '/user/dashboard');
    expect(await statValue(page, 'Overdue')).toBe(1);
    expect(await statValue(page, 'Due soon')).toBe(0);
    await page.getByRole('link', { name: /Overdue/ }).click();
    await expectPath(page, '/user/compliance');
    const link = page.getByRole('link', { name: suit.name });
    await expectVisible(link);
    // A card: the link is a 48 px target and the row's values stand under it, labelled.
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await expectVisible(page.getByRole('cell', { name: /^Status\s*Overdue$/ }));
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'employee compliance list, phone');
    await link.click();
    await expectPath(page, `/user/assets/${suit._id}`);
  });

  test('the calendar feed shows a secret link from the sidebar, and Reset replaces it', async ({ page }) => {
    await openSignedIn(page, holderSession, '/user/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Calendar feed' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
    const link = dialog.getByLabel('Your calendar link');
    await expect.poll(() => link.inputValue(), { timeout: 10_000 }).toMatch(/\/api\/calendar\/[^/]+\.ics$/);
    const before = await link.inputValue();
    const feed = await fetch(before);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(suit.name);
    await expectVisible(dialog.getByText(/Outlook.*Google Calendar.*Apple Calendar/));
    await expectAccessible(page, 'calendar feed, phone');
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset calendar link' });
    await expectVisible(confirm.getByText(/The old link stops working/));
    await confirm.getByRole('button', { name: 'Reset link' }).click();
    await expectVisible(toast(page, 'A new calendar link is ready'));
    await expect.poll(() => page.getByLabel('Your calendar link').inputValue()).not.toBe(before);
    // The old secret is refused, whatever the status says it with.
    expect((await fetch(before)).ok).toBe(false);
  });

  test('the plans screen and the compliance filters fit a phone without scrolling sideways', async ({
    page,
  }) => {
    await openSignedIn(page, adminSession, '/admin/inspection-plans');
    await expectVisible(page.getByText('every 3 years; every 2 years once older than 10 years').first());
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'inspection plans, phone');
    await page.getByRole('button', { name: 'Add Plan' }).click();
    const form = page.getByRole('dialog', { name: 'Add Inspection Plan' });
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await expectVisible(form.getByText('Name is required'));
    await expectVisible(form.getByText('Choose at least one asset type or asset'));
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/admin/compliance');
    await expectVisible(page.getByRole('heading', { name: 'Compliance' }));
    // The filters fold behind one button on a phone, so the list starts on the first screen.
    await page.getByRole('button', { name: 'Filters' }).click();
    await expectVisible(page.getByLabel('Status'));
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'compliance screen, phone');
  });
});

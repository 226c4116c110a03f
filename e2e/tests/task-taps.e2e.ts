/**
 * Two everyday tasks done in the browser with the fewest taps the screens allow, each tap counted: a typed
 * field counts as one tap (focusing it), a choice from a list as two (opening it, choosing). The counts
 * are compared with what the same tasks took before the screens were reworked (12 and 18).
 * - On a 390 x 844 phone, an employee starting from their dashboard completes an overdue inspection of
 *   three pass-or-fail items.
 * - At a 1280 x 800 desk, an administrator starting from the dashboard plans and starts an audit round of
 *   a quay for one walker, then prints labels for three assets.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { LoginResponse } from '@harbour/contract';
import { Api, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { createPlan, createRegisteredAsset, dayFromToday } from '../support/compliance';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite();
const DESK = { width: 1280, height: 800 } as const;

/** Taps and clicks, counted as a person makes them. */
class Taps {
  count = 0;
  async tap(target: Locator) {
    this.count += 1;
    await target.click();
  }
  async type(field: Locator, text: string) {
    this.count += 1;
    await field.fill(text);
  }
  async choose(select: Locator, value: string) {
    this.count += 2;
    await select.selectOption(value);
  }
  async pickLocation(page: Page, label: string, path: string) {
    await this.type(page.getByRole('combobox', { name: label }), path);
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.tap(page.getByRole('option', { name: new RegExp(`^${escaped} \\S+$`) }));
  }
}

describe('two everyday tasks, counted in taps', () => {
  let admin: Api;
  let adminSession: LoginResponse;
  let crewSession: LoginResponse;
  let walker: string;
  let plan: { _id: string; name: string };
  const quay = unique('Quay');
  const kind = unique('Hydrant');

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    adminSession = await login(baseUrl, 'admin', fileServer().adminPassword);
    walker = unique('ola');
    const crew = await admin.createUser(walker, 'crew-member-pass');
    crewSession = await login(baseUrl, walker, 'crew-member-pass');
    plan = await createPlan(admin, {
      name: unique('Hydrant check'),
      rule: { every: { count: 12, unit: 'months' } },
      checklist: [
        { id: 'cap', label: 'Cap and chain in place', kind: 'pass-fail', required: true },
        { id: 'valve', label: 'Valve turns freely', kind: 'pass-fail', required: true },
        { id: 'drain', label: 'Drains after use', kind: 'pass-fail', required: true },
      ],
      assetTypes: [kind],
    });
    for (const n of [1, 2, 3])
      await createRegisteredAsset(admin, {
        name: `${kind} ${n}`,
        type: kind,
        location: quay,
        assignedTo: crew._id,
        inServiceOn: dayFromToday(0, -2),
      });
  });

  test('an overdue inspection from the dashboard, on a phone: 6 taps (12 before)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, crewSession, '/user/dashboard');
    const taps = new Taps();
    await taps.tap(page.getByRole('link', { name: /Overdue/ }));
    await expectPath(page, '/user/compliance');
    const row = page.locator('tbody tr').filter({ hasText: `${kind} 1` });
    await taps.tap(row.getByRole('link', { name: /^Start inspection/ }));
    await expectVisible(page.getByRole('heading', { name: plan.name, level: 1 }));
    const passes = page.getByRole('button', { name: 'Pass', exact: true });
    await expect.poll(() => passes.count()).toBe(3);
    for (let item = 0; item < 3; item += 1) await taps.tap(passes.nth(item));
    await taps.tap(page.getByRole('button', { name: 'Submit inspection' }));
    await expectVisible(page.getByRole('heading', { name: 'Inspection passed' }));
    expect(taps.count).toBe(6);
  });

  test('an audit round of a quay and labels for three assets, at a desk: 14 clicks (18 before)', async ({
    page,
  }) => {
    await page.setViewportSize(DESK);
    await openSignedIn(page, adminSession, '/admin/dashboard');
    const taps = new Taps();
    await taps.tap(page.getByRole('navigation').getByRole('link', { name: 'Rounds', exact: true }).first());
    await taps.tap(page.getByRole('link', { name: 'New round' }));
    await taps.type(page.getByLabel('Name'), `${quay} audit`);
    await taps.pickLocation(page, 'Add a location', quay);
    await expectVisible(page.getByTestId('round-preview').filter({ hasText: '3 assets expected' }));
    await taps.tap(page.getByRole('checkbox', { name: walker, exact: true }));
    await taps.tap(page.getByRole('button', { name: 'Start round' }));
    await page.waitForURL(/\/admin\/rounds\/[0-9a-f]{24}$/);

    await taps.tap(page.getByRole('navigation').getByRole('link', { name: 'Assets', exact: true }).first());
    await taps.type(page.getByPlaceholder('Search assets...'), kind);
    await expectVisible(page.getByText('Showing 1 to 3 of 3 results'));
    await taps.tap(page.getByRole('checkbox', { name: 'Select all assets on this page' }));
    const bar = page.getByRole('region', { name: 'Selected assets' });
    await expectVisible(bar.getByText('3 assets selected'));
    await taps.tap(bar.getByRole('button', { name: 'Print labels' }));
    await expectPath(page, '/admin/labels');
    const form = page.getByRole('form', { name: 'Print labels for assets' });
    await expectVisible(form.getByTestId('chosen-assets').getByText(/3 assets/));
    // The first print on this browser: the label sheet is chosen once, and remembered for the next.
    await taps.choose(form.getByLabel('Template'), 'avery-l7163');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      taps.tap(form.getByRole('button', { name: 'Download labels PDF' })),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(taps.count).toBe(14);
  });
});

/**
 * A dashboard card opens exactly the list it counts, on a phone and at a desk; table headers, badges and
 * the words in list cells never break inside a word, measured from the rendered text's line boxes.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { LoginResponse } from '@harbour/contract';
import { Api, login } from '../support/api';
import { expectPath, openSignedIn, statValue } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { createPlan, createRegisteredAsset, dayFromToday } from '../support/compliance';
import { fileServer } from '../support/file-server';

const test = browserSuite();

const LAPTOP = { width: 1024, height: 768 } as const;
const DESK = { width: 1280, height: 800 } as const;
const TYPE = 'Hydrostatic release unit';
const EMPLOYEE = 'matros.cards';
const PASSWORD = 'matros-passord-1';

/** Words of the page's table headers, table cells and badges that the layout split over two lines. */
async function wordsBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const boxes = document.querySelectorAll('th, td, [data-colour], [data-status]');
    for (const box of boxes) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[\p{L}\p{N}]{2,24}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** The rows of the list on the page (its cards on a phone). */
const listRows = (page: Page) => page.locator('tbody tr').count();

describe('cards and the lists they open; words kept whole', () => {
  let admin: LoginResponse;
  let employee: LoginResponse;

  beforeAll(async () => {
    const { baseUrl, adminPassword } = fileServer();
    const api = await Api.as(baseUrl, 'admin', adminPassword);
    const holder = await api.createUser(EMPLOYEE, PASSWORD);
    // Yearly, with a 7-day lead: in service a year and 3 days ago falls due 3 days ago (overdue); a year
    // less 3 days ago, in 3 days (due soon); a year less 20 days ago, in 20 days (within 30 days, not due soon).
    await createPlan(api, {
      name: 'Pyrotechnics and hydrostatic release annual service',
      rule: { every: { count: 1, unit: 'years' } },
      dueSoonDays: 7,
      checklist: [],
      assetTypes: [TYPE],
    });
    const units: [string, number, boolean][] = [
      ['HRU overdue', -3, true],
      ['HRU due soon', 3, true],
      ['HRU later', 20, true],
      ['HRU desk', 3, false],
    ];
    for (const [name, days, held] of units)
      await createRegisteredAsset(api, {
        name,
        type: TYPE,
        location: 'Maintenance workshop, east quay',
        inServiceOn: dayFromToday(days, -1),
        ...(held ? { assignedTo: holder._id } : {}),
      });
    admin = await login(baseUrl, 'admin', adminPassword);
    employee = await login(baseUrl, EMPLOYEE, PASSWORD);
  });

  test('at a desk, each compliance card opens a list of exactly its number', async ({ page }) => {
    await page.setViewportSize(DESK);
    await openSignedIn(page, admin, '/admin/dashboard');
    for (const [card, status] of [
      ['Overdue', 'overdue'],
      ['Due soon', 'due-soon'],
    ] as const) {
      await page.goto('/admin/dashboard');
      const counted = await statValue(page, card);
      expect(counted, card).toBe(status === 'overdue' ? 1 : 2);
      await page.getByRole('link', { name: new RegExp(card) }).click();
      await expectPath(page, '/admin/compliance');
      expect(new URL(page.url()).searchParams.get('status')).toBe(status);
      await page.locator('tbody tr').first().waitFor();
      expect(await listRows(page), `${card}: the list it opens`).toBe(counted);
      // Each row's action is in view at a desk: nothing to scroll sideways to reach it.
      for (const action of await page.getByRole('link', { name: 'Start inspection' }).all()) {
        const box = (await action.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(DESK.width);
      }
    }
  });

  test("on a phone, an employee's Due soon card opens a list of exactly its number", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openSignedIn(page, employee, '/user/dashboard');
    const counted = await statValue(page, 'Due soon');
    expect(counted).toBe(1);
    await page.getByRole('link', { name: /Due soon/ }).click();
    await expectPath(page, '/user/compliance');
    await page.locator('tbody tr').first().waitFor();
    expect(await listRows(page)).toBe(counted);
  });

  test('no header, badge or listed word breaks inside a word, at 390, 1024 and 1280 px', async ({ page }) => {
    await openSignedIn(page, admin, '/admin/dashboard');
    const broken: string[] = [];
    for (const viewport of [PHONE, LAPTOP, DESK]) {
      await page.setViewportSize(viewport);
      for (const route of [
        '/admin/compliance?status=overdue',
        '/admin/compliance',
        '/admin/assets',
        '/admin/users',
      ]) {
        await page.goto(route);
        await page.locator('tbody tr').first().waitFor();
        for (const word of await wordsBrokenAcrossLines(page))
          broken.push(`${viewport.width} px ${route}: ${word}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('at 1024 and 1280 px the assets and compliance lists fit: no sideways scroll, every action in view', async ({
    page,
  }) => {
    await openSignedIn(page, admin, '/admin/dashboard');
    for (const viewport of [LAPTOP, DESK]) {
      await page.setViewportSize(viewport);
      for (const route of ['/admin/assets', '/admin/compliance']) {
        await page.goto(route);
        await page.locator('tbody tr').first().waitFor();
        const where = `${viewport.width} px ${route}`;
        const table = page.locator('table').first();
        const sideways = await table.evaluate((element) => {
          const box = element.parentElement!;
          return box.scrollWidth - box.clientWidth;
        });
        expect(sideways, `${where}: the table scrolls sideways`).toBeLessThanOrEqual(0);
        for (const row of await page.locator('tbody tr').all()) {
          const actions = (await row.locator('td').last().boundingBox())!;
          expect(
            actions.x + actions.width,
            `${where}: a row's actions are off the screen`,
          ).toBeLessThanOrEqual(viewport.width);
          // One row of buttons, not stacked: every button of the cell starts at the same height.
          const tops = new Set<number>();
          for (const button of await row.locator('td').last().getByRole('button').all())
            tops.add(Math.round((await button.boundingBox())!.y));
          expect(tops.size, `${where}: a row's actions are stacked`).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

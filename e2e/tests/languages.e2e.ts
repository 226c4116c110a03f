/**
 * Languages: a visitor's screens follow the browser and can be switched at once; a signed-in person's
 * choice on the Account page applies at once and follows them to the next device they sign in on.
 */
import { describe, expect } from 'vitest';
import { Api } from '../support/api';
import { expectPath, expectVisible, signInThroughForm } from '../support/app';
import { browserSuite } from '../support/browser';
import { unique } from '../support/fixtures-data';

const test = browserSuite({ locale: 'nb-NO' });
const PASSWORD = 'sjomann-pass-1';

describe('languages', () => {
  test('a Norwegian browser gets bokmål; the visitor switches to nynorsk and English at once, and it is kept', async ({
    page,
  }) => {
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'System for maritim eiendelsforvaltning' }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nb');
    const picker = page.getByRole('banner').getByLabel('Språk');
    await picker.selectOption('nn');
    await expectVisible(page.getByRole('heading', { name: 'System for maritim eigedelsforvaltning' }));
    await page.getByRole('link', { name: 'Logg inn' }).click();
    await expectVisible(page.getByRole('heading', { name: 'eigedelsforvaltning' }));
    await expectVisible(page.getByLabel('Brukarnamn'));
    await page.getByLabel('Språk').selectOption('en');
    await expectVisible(page.getByRole('heading', { name: 'asset management' }));
    await page.reload();
    await expectVisible(page.getByLabel('Username'));
  });

  test('the Account page choice applies at once, is kept with the account and follows a new sign-in', async ({
    page,
    context,
    baseUrl,
    adminPassword,
  }) => {
    const admin = await Api.as(baseUrl, 'admin', adminPassword);
    const username = unique('los');
    await admin.createUser(username, PASSWORD);
    await page.goto('/login');
    await page.getByLabel('Språk').selectOption('en');
    await signInThroughForm(page, username, PASSWORD);
    await expectPath(page, '/user/dashboard');
    await page.goto('/user/account');
    await expectVisible(page.getByRole('heading', { name: 'Account', exact: true }));
    await page.getByRole('main').getByLabel('Language').selectOption('nn');
    await expectVisible(page.getByRole('heading', { name: 'Konto', exact: true }));
    await expectVisible(page.getByLabel('Noverande passord'));
    await expect
      .poll(async () => (await Api.as(baseUrl, username, PASSWORD)).preferences())
      .toEqual({ language: 'nn' });

    // Another device: nothing remembered there, an English browser; signing in brings nynorsk.
    const other = await context.browser()!.newContext({ baseURL: baseUrl, locale: 'en-GB' });
    const phone = await other.newPage();
    await phone.goto('/login');
    await expectVisible(phone.getByLabel('Username'));
    await signInThroughForm(phone, username, PASSWORD);
    await expectPath(phone, '/user/dashboard');
    await phone.goto('/user/account');
    await expectVisible(phone.getByRole('heading', { name: 'Konto', exact: true }));
    await other.close();
  });
});

/**
 * Every administrator screen in nynorsk on a phone: no text the same as on the English screen (names, codes
 * and the data on it aside), nothing cut off to the side, and accessible.
 */
import { beforeAll, describe } from 'vitest';
import { Api, login } from '../support/api';
import { browserSuite, PHONE } from '../support/browser';
import { fileServer } from '../support/file-server';
import { walkInLanguage } from '../support/language-walk';

const test = browserSuite({ viewport: PHONE, locale: 'nn-NO' });

const ROUTES = [
  '/admin/dashboard',
  '/admin/assets',
  '/admin/scan',
  '/admin/users',
  '/admin/download',
  '/admin/inspection-plans',
  '/admin/compliance',
  '/admin/rounds',
  '/admin/rounds/new',
  '/admin/labels',
  '/admin/import',
  '/admin/api-tokens',
  '/admin/asset-types',
  '/admin/account',
  '/admin/offline',
];

describe('nynorsk on a phone', () => {
  let assetId = '';

  beforeAll(async () => {
    const admin = await Api.as(fileServer().baseUrl, 'admin', fileServer().adminPassword);
    assetId = (
      await admin.createAsset({ name: 'Redningsflåte RF-7', type: 'Redningsflåte', location: 'Kai 7' })
    )._id;
  });

  test('every administrator screen is in nynorsk, fits 390 px and is accessible', async ({
    page,
    context,
    baseUrl,
  }) => {
    await walkInLanguage({
      browser: context.browser()!,
      baseUrl,
      viewport: PHONE,
      page,
      language: 'nn',
      session: await login(baseUrl, 'admin', fileServer().adminPassword),
      routes: [...ROUTES, `/admin/assets/${assetId}`],
      data: ['RF-7', 'Kai 7', 'Redningsflåte'],
    });
    // Fifteen screens, each opened twice and checked by axe: a minute when quiet, several on a busy CI.
  }, 360_000);
});

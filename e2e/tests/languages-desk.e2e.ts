/**
 * Every employee screen in bokmål at a desk: no text the same as on the English screen (names, codes and the
 * data on it aside), nothing cut off to the side, and accessible.
 */
import { beforeAll, describe } from 'vitest';
import { Api, login } from '../support/api';
import { browserSuite, DESKTOP } from '../support/browser';
import { fileServer } from '../support/file-server';
import { walkInLanguage } from '../support/language-walk';

const test = browserSuite({ viewport: DESKTOP, locale: 'nb-NO' });

const EMPLOYEE = 'matros.nb';
const PASSWORD = 'matros-passord-1';

describe('bokmål at a desk', () => {
  let assetId = '';

  beforeAll(async () => {
    const admin = await Api.as(fileServer().baseUrl, 'admin', fileServer().adminPassword);
    const employee = await admin.createUser(EMPLOYEE, PASSWORD);
    assetId = (
      await admin.createAsset({
        name: 'Brannslukker BS-12',
        type: 'Brannslukker',
        location: 'Lager B',
        assignedTo: employee._id,
      })
    )._id;
  });

  test('every employee screen is in bokmål, fits 1280 px and is accessible', async ({
    page,
    context,
    baseUrl,
  }) => {
    await walkInLanguage({
      browser: context.browser()!,
      baseUrl,
      viewport: DESKTOP,
      page,
      language: 'nb',
      session: await login(baseUrl, EMPLOYEE, PASSWORD),
      routes: [
        '/user/dashboard',
        '/user/assets',
        '/user/scan',
        '/user/compliance',
        '/user/rounds',
        '/user/account',
        '/user/offline',
        `/user/assets/${assetId}`,
      ],
      data: ['BS-12', 'Lager B', 'Brannslukker', EMPLOYEE],
    });
    // Eight screens, each opened twice and checked by axe.
  }, 240_000);
});

/**
 * Every screen in bokmål and in nynorsk on a phone: no text the same as on the English screen (names, codes and
 * the data on it aside), nothing cut off to the side, and accessible (axe in one of the two languages at this
 * size). languages-desk.e2e.ts walks them at a desk.
 */
import { beforeAll, describe } from 'vitest';
import { browserSuite, PHONE } from '../support/browser';
import { prepareLanguageWalks, walkInLanguage, type WalkSessions } from '../support/language-walk';

const test = browserSuite({ viewport: PHONE });

describe('Norwegian on a phone', () => {
  let walks: WalkSessions;
  beforeAll(async () => {
    walks = await prepareLanguageWalks();
  });

  // Fifteen screens, each opened twice and checked by axe: a minute when quiet, several on a busy CI.
  test('every administrator screen is in nynorsk, fits 390 px and is accessible', async ({ context }) => {
    await walkInLanguage({ browser: context.browser()!, viewport: PHONE, language: 'nn', ...walks.admin });
  }, 360_000);

  test('every employee screen is in bokmål, fits 390 px and is accessible', async ({ context }) => {
    await walkInLanguage({ browser: context.browser()!, viewport: PHONE, language: 'nb', ...walks.employee });
  }, 240_000);

  // The same screens in the other language at this size: the words and the fit (axe ran on them above).
  test('every administrator screen is in bokmål too and fits 390 px', async ({ context }) => {
    await walkInLanguage({
      browser: context.browser()!,
      viewport: PHONE,
      language: 'nb',
      accessibility: false,
      ...walks.admin,
    });
  }, 360_000);

  test('every employee screen is in nynorsk too and fits 390 px', async ({ context }) => {
    await walkInLanguage({
      browser: context.browser()!,
      viewport: PHONE,
      language: 'nn',
      accessibility: false,
      ...walks.employee,
    });
  }, 240_000);
});

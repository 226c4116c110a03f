/**
 * Every screen in bokmål and in nynorsk at a desk: no text the same as on the English screen (names, codes and
 * the data on it aside), nothing cut off to the side, and accessible (axe in one of the two languages at this
 * size). languages-phone.e2e.ts walks them on a phone.
 */
import { beforeAll, describe } from 'vitest';
import { browserSuite, DESKTOP } from '../support/browser';
import { prepareLanguageWalks, walkInLanguage, type WalkSessions } from '../support/language-walk';

const test = browserSuite({ viewport: DESKTOP });

describe('Norwegian at a desk', () => {
  let walks: WalkSessions;
  beforeAll(async () => {
    walks = await prepareLanguageWalks();
  });

  test('every administrator screen is in bokmål, fits 1280 px and is accessible', async ({ context }) => {
    await walkInLanguage({ browser: context.browser()!, viewport: DESKTOP, language: 'nb', ...walks.admin });
  }, 360_000);

  test('every employee screen is in nynorsk, fits 1280 px and is accessible', async ({ context }) => {
    await walkInLanguage({
      browser: context.browser()!,
      viewport: DESKTOP,
      language: 'nn',
      ...walks.employee,
    });
  }, 240_000);

  // The same screens in the other language at this size: the words and the fit (axe ran on them above).
  test('every administrator screen is in nynorsk too and fits 1280 px', async ({ context }) => {
    await walkInLanguage({
      browser: context.browser()!,
      viewport: DESKTOP,
      language: 'nn',
      accessibility: false,
      ...walks.admin,
    });
  }, 360_000);

  test('every employee screen is in bokmål too and fits 1280 px', async ({ context }) => {
    await walkInLanguage({
      browser: context.browser()!,
      viewport: DESKTOP,
      language: 'nb',
      accessibility: false,
      ...walks.employee,
    });
  }, 240_000);
});

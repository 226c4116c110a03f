/**
 * Every screen in Norwegian at a desk (the administrator's in bokmål, the employee's in nynorsk): no text the
 * same as on the English screen (names, codes and the data on it aside), nothing cut off to the side, and
 * accessible. languages-phone.e2e.ts walks the same screens the other way round on a phone.
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
});

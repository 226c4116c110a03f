/** A refusal reads in the reader's language: the words for the answer's code, else the server's English. */
import { afterEach, describe, expect, it } from 'vitest';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import { ApiError } from './api-error';
import { messageOr } from './error-message';
import { fieldErrors } from './field-errors';

const refused = () =>
  new ApiError(
    400,
    'Invalid request: name: Name is required',
    { name: 'Name is required', notes: 'Notes must be at most 2000 characters' },
    undefined,
    { code: 'validation-failed', fieldCodes: { name: 'required', notes: 'made-up-code' } },
  );

afterEach(() => setLanguage('en'));

describe('API refusals in the reader language', () => {
  it('keeps the server English in English', () => {
    expect(messageOr(refused(), 'fallback')).toBe('Invalid request: name: Name is required');
    expect(fieldErrors(refused())).toEqual({
      name: 'Name is required',
      notes: 'Notes must be at most 2000 characters',
    });
  });

  it('gives the words for the codes in nynorsk, and the server English for a code it has no words for', async () => {
    const { default: nn } = await import('@/app/catalogs/nn');
    provideCatalogs({
      nb: () => Promise.resolve({ default: {} }),
      nn: () => Promise.resolve({ default: nn }),
    });
    await setLanguage('nn');
    expect(messageOr(refused(), 'fallback')).toBe('Nokre felt manglar eller er feil.');
    expect(fieldErrors(refused())).toEqual({
      name: 'Må fyllast ut',
      notes: 'Notes must be at most 2000 characters',
    });
    expect(
      messageOr(new ApiError(404, 'Asset not found', undefined, undefined, { code: 'asset-not-found' }), 'x'),
    ).toBe('Fann ikkje eigedelen.');
  });
});

/** The asset list sorts text in the organisation's collation, in the database, page after page. */
import { afterAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

const NAMES = ['Zulu', 'Ørland', 'Ålesund', 'Æsøy', 'alpha', 'Émile', 'beta'];
const NORWEGIAN = ['alpha', 'beta', 'Émile', 'Zulu', 'Æsøy', 'Ørland', 'Ålesund'];
const ENGLISH = ['Æsøy', 'Ålesund', 'alpha', 'beta', 'Émile', 'Ørland', 'Zulu'];

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** An app in the locale with one asset per name, its type and location named alike. */
async function registerIn(locale: string): Promise<TestApp> {
  const t = await createTestApp({ ORGANISATION_LOCALE: locale });
  apps.push(t);
  for (const name of NAMES) await t.createAsset({ name, type: `${name} type`, location: `${name} quay` });
  return t;
}

/** Every page of the list, two a page (pages cross the letters the languages disagree on). */
async function allPages(t: TestApp, sort: string, query = ''): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page <= 4; page++) {
    const res = await t.server.inject({
      url: `/api/assets?sort=${sort}&limit=2&page=${page}${query}`,
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(NAMES.length));
    names.push(...res.json<Asset[]>().map((asset) => asset.name));
  }
  return names;
}

describe.each([
  ['nb', NORWEGIAN],
  ['en', ENGLISH],
])('GET /api/assets for an organisation in %s', (locale, expected) => {
  let t: TestApp;
  it('sorts by name ascending and descending across pages', async () => {
    t = await registerIn(locale);
    expect(await allPages(t, 'name')).toEqual(expected);
    expect(await allPages(t, '-name')).toEqual([...expected].reverse());
  });

  it('sorts by type and by location the same way', async () => {
    expect(await allPages(t, 'type')).toEqual(expected);
    expect(await allPages(t, '-location')).toEqual([...expected].reverse());
  });

  it('sorts a searched list the same way', async () => {
    // Every type ends in 'type': the search's own way to its page, not the plain list's.
    expect(await allPages(t, 'name', '&q=type')).toEqual(expected);
  });
});

describe('a restart with another ORGANISATION_LOCALE', () => {
  it('makes the stored sort keys again in the new collation', async () => {
    const english = await registerIn('en');
    apps.splice(apps.indexOf(english), 1);
    const norwegian = await english.restart({ ORGANISATION_LOCALE: 'nb' });
    apps.push(norwegian);
    expect(await allPages(norwegian, 'name')).toEqual(NORWEGIAN);
    // Written after the restart, in the new collation, among the keys made again.
    await norwegian.createAsset({ name: 'Øksfjord', type: 't', location: 'l' });
    const res = await norwegian.server.inject({
      url: '/api/assets?sort=-name&limit=3',
      headers: bearer(norwegian.adminToken),
    });
    expect(res.json<Asset[]>().map((asset) => asset.name)).toEqual(['Ålesund', 'Ørland', 'Øksfjord']);
  });
});

import { collationSortKey } from '../common/collation-sort-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@harbour/contract';
import { hashPassword } from '../common/passwords';
import { newId, nowIso } from '../db/ids';
import { createTransactor } from '../db/transactor';
import { createRepositories } from '../repositories';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { createUsersService } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createUser = (username: string, password = 'a-long-password-1') =>
  t.server.inject({
    method: 'POST',
    url: '/api/admin/create-user',
    headers: bearer(t.adminToken),
    payload: { username, password, role: 'user' },
  });

const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors?: Record<string, string> }).errors ?? {};

describe('new and changed passwords (NIST SP 800-63B)', () => {
  it.each(['password', '12345678', 'Password1', 'iloveyou', 'qwertyuiop'])(
    'refuses the common password %j with 400 naming the field',
    async (password) => {
      const res = await createUser(`common.${password.length}.${password.charCodeAt(0)}`, password);
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res).password).toMatch(/most common/);
    },
  );

  it('refuses a password of only spaces', async () => {
    const res = await createUser('spaces.only', '        ');
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).password).toBe('Password must not be only spaces');
  });

  it('refuses a common password as a change, and keeps the old one', async () => {
    const id = (await createUser('changing.pw')).json<{ _id: string }>()._id;
    const res = await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      headers: bearer(t.adminToken),
      payload: { password: 'letmein1' },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.login('changing.pw', 'a-long-password-1')).toEqual(expect.any(String));
  });

  it("refuses a common password as one's own new password", async () => {
    await createUser('own.change');
    const token = await t.login('own.change', 'a-long-password-1');
    const res = await t.server.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: bearer(token),
      payload: { currentPassword: 'a-long-password-1', newPassword: 'sunshine1' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).newPassword).toMatch(/most common/);
  });

  it('lets an existing account with a common password keep signing in', async () => {
    const now = nowIso();
    await t.db.kysely
      .insertInto('users')
      .values({
        id: newId(),
        username: 'old.timer',
        username_key: 'old.timer',
        username_skeleton: 'old.timer',
        username_sort: collationSortKey('old.timer', 'en'),
        password_hash: await hashPassword('password'),
        role: 'user',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await t.login('old.timer', 'password')).toEqual(expect.any(String));
  });
});

describe('usernames', () => {
  beforeAll(async () => {
    expect((await createUser('harbourmaster')).statusCode).toBe(201);
  });

  it.each([
    ['a combining grapheme joiner (U+034F)', 'harbourmaster\u034F'],
    ['a zero-width space', 'harbour\u200Bmaster'],
    ['a right-to-left override', '\u202Eretsamruobrah'],
  ])('refuse %s with 400 naming the username', async (_case, username) => {
    const res = await createUser(username);
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).username).toBe(
      'Username must not contain invisible or text-direction control characters',
    );
  });

  it.each([
    ['a Cyrillic а', 'h\u0430rbourmaster'],
    ['a full-width ａ', 'h\uFF41rbourmaster'],
    ['a Greek ο', 'harb\u03BFurmaster'],
  ])('that look like an existing one (%s) are a 409 naming it', async (_case, username) => {
    const res = await createUser(username);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      `The username '${username}' looks the same as the existing username 'harbourmaster': choose one that reads differently`,
    );
  });

  it('are stored NFC: a decomposed é is the composed one, already taken', async () => {
    expect((await createUser('jos\u00E9.n')).statusCode).toBe(201);
    const res = await createUser('jose\u0301.n');
    expect(res.statusCode).toBe(409);
    expect(await t.login('jose\u0301.n', 'a-long-password-1')).toEqual(expect.any(String));
  });

  it('cannot be renamed to look like another', async () => {
    const id = (await createUser('deck.hand')).json<{ _id: string }>()._id;
    const res = await t.server.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      headers: bearer(t.adminToken),
      payload: { username: 'h\u0430rbourmaster' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('keep names in other scripts apart', async () => {
    for (const username of ['иван', 'महेश', 'Ørjan', 'ørjan.b'])
      expect((await createUser(username)).statusCode).toBe(201);
  });
});

describe('accounts made before usernames had skeletons', () => {
  it('get theirs at start; of two that already look alike both keep signing in', async () => {
    const legacy = async (username: string, key: string) => {
      const now = nowIso();
      await t.db.kysely
        .insertInto('users')
        .values({
          id: newId(),
          username,
          username_key: key,
          username_skeleton: null,
          username_sort: collationSortKey(username, 'en'),
          password_hash: await hashPassword('legacy-password-1'),
          role: 'user',
          created_at: now,
          updated_at: now,
        })
        .execute();
    };
    await legacy('legacy.crew', 'legacy.crew');
    await legacy('legacy.cr\u0435w', 'legacy.cr\u0435w');
    await legacy('rene\u0301', 'rene\u0301');
    // What buildApp runs at start, as an instance started on the migrated database would.
    await createUsersService(
      createTransactor(t.db, (kysely, kind) => createRepositories(kysely, kind, 'en')),
    ).fillMissingSkeletons();
    for (const username of ['legacy.crew', 'legacy.cr\u0435w', 'ren\u00E9'])
      expect(await t.login(username, 'legacy-password-1')).toEqual(expect.any(String));
    expect((await createUser('legacy.\u0441rew')).statusCode).toBe(409);
  });
});

describe('every text field', () => {
  const createAsset = (fields: Record<string, string>) =>
    t.server.inject({
      method: 'POST',
      url: '/api/assets',
      headers: bearer(t.adminToken),
      payload: { name: 'Buoy', type: 'Buoy', location: 'Roads', ...fields },
    });

  it.each([
    ['name', 'invoice\u202Etxt.exe'],
    ['type', 'Buoy\u2066'],
    ['location', 'Quay\uFEFF 1'],
    ['notes', 'Checked\u200B by crew'],
  ])('refuses a bidirectional or invisible control in %s with 400 naming the field', async (field, value) => {
    const res = await createAsset({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.values(errorsOf(res)).join(' ')).toMatch(/invisible or text-direction control characters/);
    expect(res.json<{ message: string }>().message.toLowerCase()).toContain(field);
  });

  const tags = (text: string) =>
    [...text].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
  it.each([
    ['name', 'TAG characters (U+E0000-E007F)', `PV Nordkapp${tags('copy')}`],
    ['name', 'a supplementary variation selector (U+E0100)', 'PV Nordkapp\u{E0100}'],
    ['name', 'a variation selector outside an emoji (U+FE00)', 'PV Nordkapp\uFE00'],
    ['name', 'an emoji selector after a letter (U+FE0F)', 'PV Nordkapp\uFE0F'],
    ['type', 'a Mongolian free variation selector (U+180B)', 'Buoy\u180B'],
    ['type', 'the Mongolian free variation selector four (U+180F)', 'Bu\u180Foy'],
    ['location', 'a line separator (U+2028)', 'Quay 1\u2028Berth 2'],
    ['notes', 'a paragraph separator (U+2029)', 'Checked\u2029by crew'],
    ['name', 'a zero-width joiner after Latin letters', 'PV Nordkapp\u200D'],
    ['name', 'a zero-width non-joiner between Latin letters', 'PV Nord\u200Ckapp'],
    ['name', 'a Hangul filler (U+3164)', 'PV\u3164Nordkapp'],
    [
      'name',
      'a subdivision flag (TAG characters inside an emoji)',
      'Flag 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ],
  ])('refuses in %s %s with 400 naming the field, and stores nothing', async (field, _case, value) => {
    const before = await t.db.kysely.selectFrom('assets').select('id').execute();
    const res = await createAsset({ [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.values(errorsOf(res)).join(' ')).toMatch(/invisible or text-direction control characters/);
    expect(res.json<{ message: string }>().message.toLowerCase()).toContain(field);
    expect(await t.db.kysely.selectFrom('assets').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a second asset that would display exactly as an existing one', async () => {
    expect((await createAsset({ name: 'PV Nordkapp' })).statusCode).toBe(201);
    for (const hidden of [tags('x'), '\u{E0101}', '\u180C', '\u200D', '\u2028'])
      expect((await createAsset({ name: `PV Nord${hidden}kapp` })).statusCode).toBe(400);
  });

  it('refuses the same characters in a username and in a search', async () => {
    expect((await createUser(`deck.hand${tags('admin')}`)).statusCode).toBe(400);
    const search = await t.server.inject({
      url: `/api/assets?q=${encodeURIComponent('Nordkapp\u{E0100}')}`,
      headers: bearer(t.adminToken),
    });
    expect(search.statusCode).toBe(400);
  });

  it('keeps the joiners and selectors that show: emoji sequences, keycaps, Indic and Persian joiners', async () => {
    const name = 'Raft ❤️ 1️⃣ 👩🏽‍🚒 ❤️‍🔥 ✈︎';
    const location = 'क्‍ष می‌خواهم';
    const res = await createAsset({ name, location });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Asset>()).toMatchObject({ name, location });
  });

  it('stores text NFC, and keeps what scripts and emoji need (ZWJ, ZWNJ)', async () => {
    const res = await createAsset({ name: 'Cafe\u0301 👩‍🚒', location: 'می‌خواهم' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Asset>()).toMatchObject({ name: 'Caf\u00E9 👩‍🚒', location: 'می‌خواهم' });
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { DEMO_ASSETS, DEMO_PASSWORDS, DEMO_USERS } from './data';
import { loadDemoData } from './load';

describe('demo data', () => {
  it('loads a maritime data set with images and history, and adds nothing the second time', async () => {
    const t = await createTestApp();
    try {
      const log = t.server.log;
      await loadDemoData(t.db, log);
      await loadDemoData(t.db, log);
      const count = async (table: 'users' | 'assets' | 'activities') =>
        (await t.db.kysely.selectFrom(table).select('id').execute()).length;
      expect(await count('users')).toBe(DEMO_USERS.length + 1);
      expect(await count('assets')).toBe(DEMO_ASSETS.length);
      expect(await count('activities')).toBeGreaterThan(DEMO_ASSETS.length);
      expect(await t.login('harbourmaster', DEMO_PASSWORDS.admin)).toBeTruthy();
      expect(await t.login('erik.hansen', DEMO_PASSWORDS.user)).toBeTruthy();
      const withImages = await t.db.kysely
        .selectFrom('assets')
        .select('id')
        .where('image_file', 'is not', null)
        .execute();
      expect(withImages).toHaveLength(DEMO_ASSETS.length);
    } finally {
      await t.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres } from '../test/test-app';

describe('health and public config', () => {
  it('reports ok with the database kind, then 503 once the database is gone', async () => {
    const t = await createTestApp({
      ORG_NAME: 'Port of Tromsø',
      SUPPORT_EMAIL: 'help@port.example',
      ORGANISATION_LOCALE: 'nb-no',
    });
    try {
      const ok = await t.server.inject({ url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok', db: usingPostgres ? 'postgres' : 'sqlite' });

      const config = await t.server.inject({ url: '/api/config' });
      expect(config.json()).toEqual({
        orgName: 'Port of Tromsø',
        supportEmail: 'help@port.example',
        qrPayload: 'url',
        maxUploadBytes: 10 * 1024 * 1024,
        publicUrlSet: false,
        locale: 'nb-NO',
        mapStyleUrl: null,
      });
      expect(config.body).not.toMatch(/secret|password/i);

      await t.db.kysely.destroy();
      const down = await t.server.inject({ url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'database-unavailable',
        message: 'The database is unavailable. Please try again shortly.',
        msg: 'The database is unavailable. Please try again shortly.',
      });
      expect(down.headers['retry-after']).toBe('5');
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  it('says whether PUBLIC_URL is set, so the label screens can warn that localhost labels fail on phones', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://assets.port.example' });
    try {
      const config = await t.server.inject({ url: '/api/config' });
      expect(config.json()).toMatchObject({ publicUrlSet: true });
    } finally {
      await t.close();
    }
  });
});

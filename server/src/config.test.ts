import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config';

const base = { DATA_DIR: '/tmp/harbour-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ kind: 'sqlite', file: '/tmp/harbour-config-test/harbour.db' });
    expect(config.qrPayload).toBe('url');
    expect(config.uploadLimitBytes).toBe(10 * 1024 * 1024);
    expect(config.adminUsername).toBe('admin');
  });

  it.each([
    ['PORT', 'eighty', /^Invalid PORT="eighty": /],
    ['PORT', '70000', /^Invalid PORT="70000"/],
    [
      'DATABASE_URL',
      'mysql://x',
      /^Invalid DATABASE_URL="mysql:\/\/x": must start with sqlite: or postgres:\/\//,
    ],
    ['QR_PAYLOAD', 'json', /^Invalid QR_PAYLOAD="json"/],
    ['JWT_SECRET', 'short', /^Invalid JWT_SECRET="short": must be at least 32 characters/],
    ['PUBLIC_URL', 'not a url', /^Invalid PUBLIC_URL/],
    ['LOG_LEVEL', 'loud', /^Invalid LOG_LEVEL/],
    ['ADMIN_PASSWORD', 'short', /^Invalid ADMIN_PASSWORD/],
  ])('refuses %s=%s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(message);
  });

  it('reads PostgreSQL and SQLite URLs', () => {
    expect(parseDatabaseUrl('postgres://u@h/db')).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(parseDatabaseUrl('sqlite:/var/lib/harbour.db')).toEqual({
      kind: 'sqlite',
      file: '/var/lib/harbour.db',
    });
  });

  it('splits CORS origins and trims PUBLIC_URL', () => {
    const config = loadConfig({
      ...base,
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      PUBLIC_URL: 'https://assets.example/',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicUrl).toBe('https://assets.example');
  });
});

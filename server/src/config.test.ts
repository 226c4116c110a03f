import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  listenFailure,
  loadConfig,
  loadOrCreateSecret,
  parseDatabaseUrl,
  publicUrlWarning,
} from './config';
import { openDatabase } from './db/database';

const execFileAsync = promisify(execFile);
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
    ['DATABASE_URL', 'mysql://x', /^Invalid DATABASE_URL: must start with sqlite: or postgres:\/\//],
    ['QR_PAYLOAD', 'json', /^Invalid QR_PAYLOAD="json"/],
    ['JWT_SECRET', 'short', /^Invalid JWT_SECRET: must be at least 32 characters/],
    ['PUBLIC_URL', 'not a url', /^Invalid PUBLIC_URL/],
    [
      'MAP_STYLE_URL',
      'styles/sea.json',
      /^Invalid MAP_STYLE_URL="styles\/sea.json": must be an absolute http/,
    ],
    ['MAP_STYLE_URL', 'javascript:alert(1)', /^Invalid MAP_STYLE_URL/],
    ['LOG_LEVEL', 'loud', /^Invalid LOG_LEVEL/],
    ['ADMIN_PASSWORD', 'short', /^Invalid ADMIN_PASSWORD: /],
    ['SMTP_URL', 'http://user:hunter2@mail', /^Invalid SMTP_URL: must be an smtp/],
    ['ORG_TIME_ZONE', 'Mars/Olympus', /^Invalid ORG_TIME_ZONE="Mars\/Olympus": must be an IANA time zone/],
    [
      'ORGANISATION_LOCALE',
      'not a locale!',
      /^Invalid ORGANISATION_LOCALE="not a locale!": must be a BCP 47/,
    ],
    ['ADMIN_USERNAME', '<img src=x onerror=alert(1)>', /^Invalid ADMIN_USERNAME=.*letters, digits/],
    ['ADMIN_USERNAME', 'ab', /^Invalid ADMIN_USERNAME="ab": Username must be at least 3 characters/],
    ['TRUST_PROXY', 'yes', /^Invalid TRUST_PROXY="yes": must be a number of proxies/],
    ['TRUST_PROXY', '10.0.0.1, proxy.lan', /^Invalid TRUST_PROXY=.*comma-separated list of proxy addresses/],
    ['TRUST_PROXY', '10.0.0.0/33', /^Invalid TRUST_PROXY/],
    ['ALLOWED_HOSTS', 'assets.lan, evil@host', /^Invalid ALLOWED_HOSTS=.*host names or host:port/],
  ])('refuses %s=%s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(message);
  });

  it.each([
    ['JWT_SECRET', 'hunter2-too-short'],
    ['ADMIN_PASSWORD', 'hunter2'],
    ['DATABASE_URL', 'mysql://root:hunter2@db'],
    ['SMTP_URL', 'smtp://user:hunter2 @mail'],
  ])('never echoes the value of the secret %s', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).not.toThrow(/hunter2/);
  });

  it('reads PostgreSQL and SQLite URLs', () => {
    expect(parseDatabaseUrl('postgres://u@h/db')).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(parseDatabaseUrl('sqlite:/var/lib/harbour.db')).toEqual({
      kind: 'sqlite',
      file: '/var/lib/harbour.db',
    });
  });

  it('treats an empty PUBLIC_URL or MAP_STYLE_URL as unset', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(loadConfig({ ...base, MAP_STYLE_URL: '' }).mapStyleUrl).toBeUndefined();
  });

  it('names HOST, not the database, when the server cannot listen there', () => {
    const code = (value: string) =>
      Object.assign(new Error(`getaddrinfo ${value} locahost`), { code: value });
    expect(listenFailure(code('ENOTFOUND'), 'locahost', 5000)).toMatch(
      /^Invalid HOST="locahost": no such name/,
    );
    expect(listenFailure(code('EADDRNOTAVAIL'), '10.9.9.9', 5000)).toMatch(
      /^Invalid HOST="10.9.9.9": not an address/,
    );
    expect(listenFailure(code('EADDRINUSE'), '0.0.0.0', 5000)).toMatch(/^Invalid PORT=5000: another process/);
    expect(listenFailure(new Error('something else'), '0.0.0.0', 5000)).toBeUndefined();
  });

  it('warns at start while labels would name localhost, until PUBLIC_URL is set', () => {
    expect(publicUrlWarning(loadConfig(base))).toMatch(/^PUBLIC_URL is not set: .*localhost:5000\/a\//);
    expect(publicUrlWarning(loadConfig({ ...base, PUBLIC_URL: 'https://assets.example' }))).toBeUndefined();
    expect(publicUrlWarning(loadConfig({ ...base, QR_PAYLOAD: 'id' }))).toBeUndefined();
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

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, fd00::/8 ,loopback', ['10.0.0.0/8', 'fd00::/8', 'loopback']],
  ])('reads %j as %j (a hop count, or the proxies by address)', (value, trust) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(trust);
  });
});

describe('the data directory', () => {
  it('is created private (700), with the database and the secret readable by this account only (600)', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'harbour-modes-'));
    const dataDir = path.join(parent, 'data');
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const db = openDatabase(config.database);
      await db.kysely.schema.createTable('probe').addColumn('id', 'integer').execute();
      const mode = (name: string) => statSync(path.join(dataDir, name)).mode & 0o777;
      expect(mode('.')).toBe(0o700);
      expect(mode('jwt-secret')).toBe(0o600);
      expect(mode('harbour.db')).toBe(0o600);
      expect(mode('harbour.db-wal')).toBe(0o600);
      await db.kysely.destroy();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('the generated JWT secret', () => {
  it('is created once, private, and the same for every process that starts on the data directory at once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'harbour-secret-'));
    const barrier = mkdtempSync(path.join(tmpdir(), 'harbour-barrier-'));
    try {
      const configModule = pathToFileURL(path.join(import.meta.dirname, 'config.ts')).href;
      // Each process loads the module, says it is ready, and waits for all six: then they really race.
      const script = [
        `const fs = await import('node:fs'); const m = await import(${JSON.stringify(configModule)});`,
        `fs.writeFileSync(${JSON.stringify(barrier)} + '/' + process.pid, '');`,
        `while (fs.readdirSync(${JSON.stringify(barrier)}).length < 6);`,
        `process.stdout.write(m.loadOrCreateSecret(${JSON.stringify(dir)}));`,
      ].join(' ');
      const run = async () =>
        (await execFileAsync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]))
          .stdout;
      const secrets = await Promise.all(Array.from({ length: 6 }, run));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]!.length).toBeGreaterThanOrEqual(48);
      expect(readdirSync(dir)).toEqual(['jwt-secret']);
      expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(loadOrCreateSecret(dir)).toBe(secrets[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(barrier, { recursive: true, force: true });
    }
  }, 30_000);
});

/** The daily digest against an in-process SMTP server. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createServices } from '../services';
import { pdfPart, uploadDocument } from '../test/document-api';
import { plainPdf } from '../test/pdfs';
import { startMailbox } from '../test/smtp-mailbox';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app';
import { createSmtpMailer } from './mailer';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let smtpUrl: string;
let t: TestApp;
let crewToken = '';
const DAY = '2026-03-02';
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  mailbox = await startMailbox();
  smtpUrl = mailbox.url;
  // 05:00 in the authority's zone: before the digest's hour, so nothing is sent at start.
  t = await createTestApp(
    { SMTP_URL: smtpUrl, ORG_NAME: 'Harbour Authority' },
    { clock: () => new Date(`${DAY}T05:00:00Z`) },
  );
  const api = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.server.inject({ method, url, headers: bearer(t.adminToken), payload });
  const crew = await t.createUser('deck.hand');
  crewToken = crew.token;
  await api('PUT', `/api/admin/users/${crew.id}`, { email: 'deck.hand@harbour.example' });
  const idle = await t.createUser('shore.clerk');
  await api('PUT', `/api/admin/users/${idle.id}`, { email: 'clerk@harbour.example' });
  const silent = await t.createUser('no.address');
  const admins = (await t.server.inject({ url: '/api/admin/users', headers: bearer(t.adminToken) })).json<
    { _id: string }[]
  >();
  await api('PUT', `/api/admin/users/${admins[0]!._id}`, { email: 'harbour.master@harbour.example' });

  const raft = await t.createAsset({
    name: 'Liferaft <b>LR-12</b> & co',
    type: 'Life raft',
    location: 'Quay 1',
    assignedTo: crew.id,
  });
  const buoy = await t.createAsset({ name: 'Buoy 7', type: 'Buoy', location: 'Fairway' });
  const spare = await t.createAsset({
    name: 'Spare EPIRB',
    type: 'EPIRB',
    location: 'Store',
    assignedTo: silent.id,
  });
  const file = () => pdfPart(plainPdf());
  await uploadDocument(t, raft._id, { kind: 'certificate', number: 'LR-1', expiresOn: '2026-03-01' }, file());
  await uploadDocument(t, buoy._id, { kind: 'survey-report', expiresOn: '2026-03-20' }, file());
  await uploadDocument(t, buoy._id, { kind: 'manual', expiresOn: '2027-01-01' }, file());
  await uploadDocument(t, spare._id, { kind: 'certificate', expiresOn: '2026-02-01' }, file());
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});
beforeEach(() => {
  mailbox.clear();
});

const mailTo = (address: string) => mailbox.messages.find((mail) => mail.to.includes(address))?.raw ?? '';

/** A mail's body as the reader sees it: quoted-printable undone (soft breaks, =XX bytes as UTF-8). */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('daily digest', () => {
  it('sends nothing at start before the hour', async () => {
    await t.digest?.startup;
    expect(mailbox.messages).toEqual([]);
  });

  it('sends one e-mail to each user with an address and something due in their scope, none to others', async () => {
    const result = await t.digest!.service.runFor(new Date(`${DAY}T06:00:00Z`));
    expect(result).toEqual({ day: DAY, sent: 2 });
    expect(
      mailbox.messages
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual(['deck.hand@harbour.example', 'harbour.master@harbour.example']);
    const crewMail = mailTo('deck.hand@harbour.example');
    expect(crewMail).toMatch(/Subject: Harbour Authority: 1 overdue/);
    expect(crewMail).toContain('Overdue: Certificate LR-1 expires: Liferaft <b>LR-12</b> & co');
    expect(crewMail).toContain('Liferaft &lt;b&gt;LR-12&lt;/b&gt; &amp; co');
    expect(crewMail).not.toContain('Buoy 7');
    const adminMail = mailTo('harbour.master@harbour.example');
    expect(adminMail).toMatch(/Subject: Harbour Authority: 2 overdue, 1 due soon/);
    expect(adminMail).toContain('Due soon: Survey report expires: Buoy 7');
    expect(adminMail).not.toContain('Manual');
  });

  it('sends a day once: a second run that day sends nothing', async () => {
    expect(await t.digest!.service.runFor(new Date(`${DAY}T18:00:00Z`))).toBeNull();
    expect(mailbox.messages).toEqual([]);
  });

  it('is sent by one of two instances on one database', async () => {
    const config = { ...loadConfig({ JWT_SECRET: TEST_JWT_SECRET, SMTP_URL: smtpUrl, DATA_DIR: '/tmp' }) };
    const mailer = createSmtpMailer(smtpUrl, config.smtpFrom);
    const other = createServices(t.db, config).createDigest(mailer, quiet);
    const nextDay = new Date('2026-03-03T06:00:00Z');
    const results = await Promise.all([t.digest!.service.runFor(nextDay), other.runFor(nextDay)]);
    mailer.close();
    expect(results.filter((result) => result !== null)).toEqual([{ day: '2026-03-03', sent: 2 }]);
    expect(mailbox.messages).toHaveLength(2);
  });

  it("is written in each recipient's language: nynorsk for one who chose it, English for the others", async () => {
    const chosen = await t.server.inject({
      method: 'PUT',
      url: '/api/me/preferences',
      headers: bearer(crewToken),
      payload: { language: 'nn' },
    });
    expect(chosen.statusCode).toBe(200);
    await t.digest!.service.runFor(new Date('2026-03-04T06:00:00Z'));
    const crewMail = readable(mailTo('deck.hand@harbour.example'));
    expect(crewMail).toMatch(/Subject: Harbour Authority: 1 forfallen/);
    expect(crewMail).toContain(
      'Hei deck.hand! Per 04.03.2026 er det 1 frist på eigedelane du har ansvar for:',
    );
    expect(crewMail).toContain(
      '- 01.03.2026  Forfallen: Certificate LR-1 går ut: Liferaft <b>LR-12</b> & co (Quay 1)',
    );
    const adminMail = readable(mailTo('harbour.master@harbour.example'));
    expect(adminMail).toMatch(/Subject: Harbour Authority: 2 overdue, 1 due soon/);
    expect(adminMail).toContain('Due soon: Survey report expires: Buoy 7');
  });
});

describe('the digest at start', () => {
  it('runs at start when the hour has passed, and not without SMTP_URL', async () => {
    const late = await createTestApp({ SMTP_URL: smtpUrl }, { clock: () => new Date(`${DAY}T07:00:00Z`) });
    const plain = await createTestApp();
    try {
      const admins = (
        await late.server.inject({ url: '/api/admin/users', headers: bearer(late.adminToken) })
      ).json<{ _id: string }[]>();
      expect(admins).toHaveLength(1);
      await late.digest?.startup;
      const runs = await late.db.kysely.selectFrom('digest_runs').select('day').execute();
      expect(runs).toEqual([{ day: DAY }]);
      expect(plain.digest).toBeUndefined();
    } finally {
      await late.close();
      await plain.close();
    }
  });
});

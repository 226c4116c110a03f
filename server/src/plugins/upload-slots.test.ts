/** The bound on multipart uploads one person has in flight at once, over the real inspection route. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceApi, planInput } from '../test/compliance-api';
import { streamedForm } from '../test/streamed-form';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { UPLOADS_PER_PERSON, WAITING_PER_PERSON } from './upload-slots';

let t: TestApp;
let assetId: string;
let planId: string;
let crew: { id: string; token: string };
let otherCrew: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  crew = await t.createUser('upload.crew');
  otherCrew = await t.createUser('upload.other');
  assetId = (await t.createAsset({ name: 'Davit C', type: 'Davit', location: 'Deck C' }))._id;
  planId = (
    await complianceApi(t).createPlan(
      planInput({
        name: 'Davit photo check',
        assetTypes: ['Davit'],
        checklist: [{ id: 'hook', label: 'Hook photo', kind: 'photo', required: false }],
      }),
    )
  )._id;
});
afterAll(() => t.close());

/** An inspection form with a 3 MB photo, held open before its end until `finish()`. */
function heldUpload(token: string) {
  const form = streamedForm(
    { inspection: JSON.stringify({ planId, answers: [] }) },
    [{ field: 'photo.hook', bytes: 3_000_000 }],
    { hold: true },
  );
  const answer = t.server.inject({
    method: 'POST',
    url: `/api/assets/${assetId}/inspections`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  return { form, answer };
}

/** Until the server has read part of the form: its slot is taken by then. */
async function reading(form: { pulled: () => number }) {
  for (let i = 0; i < 200 && form.pulled() === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(form.pulled()).toBeGreaterThan(0);
}

describe('uploads in flight per person', () => {
  it(`reads ${UPLOADS_PER_PERSON} at once, holds the next unread until a slot frees, and refuses past ${WAITING_PER_PERSON} waiting`, async () => {
    const held = Array.from({ length: UPLOADS_PER_PERSON }, () => heldUpload(crew.token));
    for (const { form } of held) await reading(form);

    // Over the bound: waiting, its body unread, not refused.
    const waiting = Array.from({ length: WAITING_PER_PERSON }, () => heldUpload(crew.token));
    await new Promise((r) => setTimeout(r, 200));
    for (const { form } of waiting) expect(form.pulled()).toBeLessThan(1_000_000);

    // Past the waiting line: 429 in the error shape, before its body is read.
    const refused = heldUpload(crew.token);
    const res = await refused.answer;
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/Too many uploads at once/),
      msg: expect.any(String),
    });
    expect(refused.form.pulled()).toBeLessThan(1_000_000);

    // Another person is not held back by this one.
    const other = heldUpload(otherCrew.token);
    await reading(other.form);
    other.form.finish();
    expect((await other.answer).statusCode).not.toBe(429);

    // As the first forms finish, the waiting ones are read in turn and answered.
    for (const { form } of held) form.finish();
    for (const { answer } of held) expect((await answer).statusCode).not.toBe(429);
    for (const { form, answer } of waiting) {
      await reading(form);
      form.finish();
      expect((await answer).statusCode).not.toBe(429);
    }

    // The slots are free again once the answers are sent.
    const after = heldUpload(crew.token);
    await reading(after.form);
    after.form.finish();
    expect((await after.answer).statusCode).not.toBe(429);
  });

  it('counts only forms: JSON writes of the same person are not held back', async () => {
    const held = Array.from({ length: UPLOADS_PER_PERSON }, () => heldUpload(crew.token));
    for (const { form } of held) await reading(form);
    const scan = await t.server.inject({
      method: 'POST',
      url: '/api/assets/scan',
      headers: bearer(crew.token),
      payload: { assetId, scanLocation: 'http://localhost/user/scan' },
    });
    expect(scan.statusCode).toBe(201);
    for (const { form } of held) form.finish();
    await Promise.all(held.map((h) => h.answer));
  });
});

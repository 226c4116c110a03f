import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapAnswerSchema, type Asset, type MapState } from '@harbour/contract';
import { complianceApi, planInput } from '../test/compliance-api';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

/** Five buoys along a fairway, one in each state a marker shows, and one across the 180° meridian. */
beforeAll(async () => {
  t = await createTestApp();
  const buoy = (name: string, position: string, extra: Record<string, string> = {}) =>
    t.createAsset({ name, type: 'Buoy', location: 'Fairway', position, ...extra });
  await complianceApi(t).createPlan(
    planInput({ name: 'Buoy survey', assetTypes: ['Buoy'], dueSoonDays: 60 }),
  );
  await buoy('Buoy in order', '69.60, 18.90');
  await buoy('Buoy overdue', '69.61, 18.91', { inServiceOn: '2020-01-15' });
  // Due in a year from its service start: eleven months ago puts it inside the 60 days' warning.
  const elevenMonthsAgo = new Date(Date.now() - 335 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await buoy('Buoy due soon', '69.62, 18.92', { inServiceOn: elevenMonthsAgo });
  await buoy('Buoy in repair', '69.63, 18.93', { status: 'Under Maintenance' });
  const drifting: Asset = await buoy('Buoy "Ø-7" \\ </script> ⚓', '69.64, 18.94');
  await t.server.inject({
    method: 'POST',
    url: '/api/assets/scan',
    headers: bearer(t.adminToken),
    payload: { assetId: drifting._id, position: { lat: 69.65, lon: 18.94, accuracy: 5 } },
  });
  await buoy('Buoy by the date line', '-16.5, 179.9');
});
afterAll(() => t.close());

const map = async (query = '') => {
  const res = await t.server.inject({ url: `/api/map/assets?${query}`, headers: bearer(t.adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return mapAnswerSchema.parse(res.json());
};
const statesOf = (answer: Awaited<ReturnType<typeof map>>) =>
  Object.fromEntries(answer.features.map((feature) => [feature.properties.name, feature.properties.state]));

describe('the map', () => {
  it('gives each marker its worst state, and names with quotes, backslashes and tags unchanged', async () => {
    expect(statesOf(await map('bbox=18,69,19.5,70'))).toEqual({
      'Buoy in order': 'ok',
      'Buoy overdue': 'overdue',
      'Buoy due soon': 'due-soon',
      'Buoy in repair': 'under-maintenance',
      'Buoy "Ø-7" \\ </script> ⚓': 'off-station',
    } satisfies Record<string, MapState>);
    const drifting = (await map('state=off-station')).features;
    expect(drifting).toHaveLength(1);
    expect(drifting[0]!.properties).toMatchObject({ name: 'Buoy "Ø-7" \\ </script> ⚓' });
    expect(drifting[0]!.properties.offStationMeters).toBeGreaterThan(1000);
  });

  it('filters by state before it limits, and reads a box across the 180° meridian', async () => {
    expect((await map('state=overdue')).features.map((f) => f.properties.name)).toEqual(['Buoy overdue']);
    expect((await map('bbox=179,-17,-179,-16')).features.map((f) => f.properties.name)).toEqual([
      'Buoy by the date line',
    ]);
    expect((await map('type=Crane')).features).toEqual([]);
    const bad = await t.server.inject({
      url: '/api/map/assets?state=sunk',
      headers: bearer(t.adminToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});

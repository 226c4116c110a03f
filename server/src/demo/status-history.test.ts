import { describe, expect, it } from 'vitest';
import type { AvailabilityReport } from '@harbour/contract';
import { bearer, createTestApp } from '../test/test-app';
import { loadDemoData } from './load';
import { demoOutages } from './load-status-history';
import { DEMO_BUOYS } from './locations-data';

const options = { timeZone: 'Europe/Oslo', orgName: 'Harbour Maritime Authority', locale: 'en' };
const DAY = 86_400_000;

describe('the demo status history', () => {
  it('gives the buoys a year of outages the availability screen shows, written once', async () => {
    const t = await createTestApp();
    try {
      await loadDemoData(t.db, options, t.server.log);
      await loadDemoData(t.db, options, t.server.log);
      const now = Date.now();
      const query = new URLSearchParams({
        from: new Date(now - 364 * DAY).toISOString(),
        to: new Date(now).toISOString(),
        location: 'Main Fairway',
        limit: '100',
      });
      const res = await t.server.inject({
        url: `/api/availability?${query.toString()}`,
        headers: bearer(t.adminToken),
      });
      const report = res.json<AvailabilityReport>();
      const failures = new Map(report.assets.items.map((asset) => [asset.name, asset.failures]));
      expect(DEMO_BUOYS.map((buoy) => failures.get(buoy.name))).toEqual(
        DEMO_BUOYS.map((_, i) => demoOutages(i).length),
      );
      expect(report.totals.assetsBelowTarget).toBeGreaterThan(0);
      expect(report.totals.assetsBelowTarget).toBeLessThan(DEMO_BUOYS.length);
      expect(report.types.find((type) => type.type === 'Navigation Buoy')).toMatchObject({
        category: 2,
        target: 99,
      });
    } finally {
      await t.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../test/test-app';
import { DEMO_DOCUMENTS, DEMO_INSPECTIONS, DEMO_PLANS } from './compliance-data';
import { DEMO_ASSETS, DEMO_PASSWORDS, DEMO_USERS } from './data';
import { loadDemoData } from './load';
import { DEMO_ROUND } from './load-rounds';
import { DEMO_FIELD_VALUES } from './asset-types-data';
import { DEMO_BUOYS, DEMO_LOCATIONS, DEMO_OFF_STATION } from './locations-data';
import { checkImoNumber, type Asset, type Location } from '@harbour/contract';

const options = { timeZone: 'Europe/Oslo', orgName: 'Harbour Maritime Authority', locale: 'en' };

describe('demo data', () => {
  it("gives vessels, buoys, extinguishers and rafts their type's fields, every IMO number valid", async () => {
    const t = await createTestApp();
    try {
      await loadDemoData(t.db, options, t.server.log);
      const assets = (await t.server.inject({ url: '/api/assets', headers: bearer(t.adminToken) })).json<
        Asset[]
      >();
      const withValues = assets.filter((asset) => Object.keys(asset.fields).length > 0);
      const litBuoys = DEMO_BUOYS.filter((buoy) => buoy.type === 'Navigation Buoy').map((buoy) => buoy.name);
      expect(withValues.map((asset) => asset.name).sort()).toEqual(
        [...Object.keys(DEMO_FIELD_VALUES), ...litBuoys].sort(),
      );
      for (const asset of withValues) {
        expect(asset.fieldsNotFitting, asset.name).toEqual([]);
        const imo = asset.fields.imo;
        if (typeof imo === 'string') expect(checkImoNumber(imo).ok, imo).toBe(true);
      }
      const foam = await t.server.inject({
        url: '/api/assets?field.agent=foam',
        headers: bearer(t.adminToken),
      });
      expect(foam.json<Asset[]>().map((asset) => asset.name)).toEqual(['Fire Extinguisher FE-6 Quay 2']);
    } finally {
      await t.close();
    }
  });

  it('loads a maritime data set with images, history and compliance, and adds nothing the second time', async () => {
    const t = await createTestApp();
    try {
      const log = t.server.log;
      await loadDemoData(t.db, options, log);
      await loadDemoData(t.db, options, log);
      const count = async (
        table: 'users' | 'assets' | 'activities' | 'inspection_plans' | 'inspections' | 'documents',
      ) => (await t.db.kysely.selectFrom(table).select('id').execute()).length;
      expect(await count('users')).toBe(DEMO_USERS.length + 1);
      expect(await count('assets')).toBe(DEMO_ASSETS.length + DEMO_BUOYS.length);
      expect(await count('activities')).toBeGreaterThan(DEMO_ASSETS.length);
      expect(await count('inspection_plans')).toBe(DEMO_PLANS.length);
      expect(await count('inspections')).toBe(DEMO_INSPECTIONS.length);
      expect(await count('documents')).toBe(DEMO_DOCUMENTS.length);
      const rounds = await t.db.kysely.selectFrom('rounds').selectAll().execute();
      expect(rounds).toEqual([
        expect.objectContaining({ name: DEMO_ROUND.name, status: 'open', found_count: DEMO_ROUND.found }),
      ]);
      expect(rounds[0]!.expected_count).toBeGreaterThan(DEMO_ROUND.found);
      const defects = await t.db.kysely
        .selectFrom('defects')
        .select(['source', 'state', 'severity', 'rejection_reason', 'duplicate_of'])
        .execute();
      expect(defects).toHaveLength(4);
      expect(defects).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ source: 'public', state: 'new' }),
          expect.objectContaining({ state: 'duplicate', duplicate_of: expect.any(String) }),
          expect.objectContaining({ state: 'rejected', rejection_reason: expect.any(String) }),
          expect.objectContaining({ state: 'new', severity: 'safety' }),
        ]),
      );
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

  it('has work overdue, due soon and in order, failed inspections and an expired certificate', async () => {
    const t = await createTestApp();
    try {
      await loadDemoData(t.db, options, t.server.log);
      const token = await t.login('harbourmaster', DEMO_PASSWORDS.admin);
      const listed = async (query: string) => {
        const res = await t.server.inject({ url: `/api/compliance?${query}`, headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        return {
          total: Number(res.headers['x-total-count']),
          items: res.json<{ name: string; kind: string }[]>(),
        };
      };
      const overdue = await listed('status=overdue&limit=100');
      expect(overdue.total).toBeGreaterThanOrEqual(5);
      expect(overdue.items.some((item) => item.kind === 'document')).toBe(true);
      expect(overdue.items.map((item) => item.name)).toContain('Hydrostatic release replacement');
      expect(overdue.items.map((item) => item.name)).toContain('Pyrotechnics expiry');
      expect((await listed('status=due-soon')).total).toBeGreaterThanOrEqual(3);
      expect((await listed('status=ok')).total).toBeGreaterThanOrEqual(10);
      const failed = await t.db.kysely
        .selectFrom('inspections')
        .select('id')
        .where('passed', '=', 0)
        .execute();
      expect(failed.length).toBeGreaterThanOrEqual(2);
    } finally {
      await t.close();
    }
  });

  it('arranges a port, vessels and a fairway of charted marks, one of them off station', async () => {
    const t = await createTestApp();
    try {
      await loadDemoData(t.db, options, t.server.log);
      await loadDemoData(t.db, options, t.server.log);
      const admin = bearer(t.adminToken);
      const locations = (await t.server.inject({ url: '/api/locations', headers: admin })).json<Location[]>();
      for (const demo of DEMO_LOCATIONS)
        expect(
          locations.filter((l) => l.path === demo.path),
          demo.path,
        ).toHaveLength(1);
      expect(locations.find((l) => l.path === 'PV Nordkapp / Engine Room')).toMatchObject({
        kind: 'compartment',
      });
      const harbour = locations.find((l) => l.path === 'Main Harbour');
      expect(harbour?.subtreeAssetCount).toBeGreaterThan(harbour?.assetCount ?? 0);
      const map = (await t.server.inject({ url: '/api/map/assets', headers: admin })).json<{
        features: { properties: { name: string; state: string; offStationMeters: number | null } }[];
      }>();
      const marks = map.features.filter((f) => DEMO_BUOYS.some((b) => b.name === f.properties.name));
      expect(marks).toHaveLength(20);
      expect(
        marks.filter((f) => f.properties.state === 'off-station').map((f) => f.properties),
      ).toMatchObject([{ name: DEMO_OFF_STATION.name, offStationMeters: 312 }]);
    } finally {
      await t.close();
    }
  });
});

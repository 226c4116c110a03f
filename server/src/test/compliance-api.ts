/** The compliance requests the tests share: plans, inspections, due items as stored, compliance reads. */
import type { AssetCompliance, AssetInspections, Inspection, Plan, PlanInput } from '@harbour/contract';
import { bearer, type TestApp } from './test-app';

/** A plan input with sensible defaults: yearly, one pass-fail item, on the type given. */
export const planInput = (overrides: Partial<PlanInput> & { name: string }): PlanInput => ({
  rule: { every: { count: 1, unit: 'years' } },
  dueSoonDays: 30,
  checklist: [{ id: 'seal', label: 'Canister seal intact', kind: 'pass-fail', required: true }],
  failSetsMaintenance: false,
  assetTypes: [],
  assetIds: [],
  ...overrides,
});

export function complianceApi(t: TestApp) {
  return {
    async createPlan(input: PlanInput, token = t.adminToken): Promise<Plan> {
      const res = await t.server.inject({
        method: 'POST',
        url: '/api/admin/inspection-plans',
        headers: bearer(token),
        payload: input,
      });
      if (res.statusCode !== 201) throw new Error(`create plan failed: ${res.body}`);
      return res.json<Plan>();
    },
    updatePlan: (id: string, input: PlanInput) =>
      t.server.inject({
        method: 'PUT',
        url: `/api/admin/inspection-plans/${id}`,
        headers: bearer(t.adminToken),
        payload: input,
      }),
    inspect: (assetId: string, payload: object, token = t.adminToken) =>
      t.server.inject({
        method: 'POST',
        url: `/api/assets/${assetId}/inspections`,
        headers: bearer(token),
        payload,
      }),
    async inspected(assetId: string, payload: object, token = t.adminToken): Promise<Inspection> {
      const res = await this.inspect(assetId, payload, token);
      if (res.statusCode !== 201) throw new Error(`inspection failed: ${res.body}`);
      return res.json<Inspection>();
    },
    inspections: async (assetId: string, token = t.adminToken) =>
      (
        await t.server.inject({ url: `/api/assets/${assetId}/inspections`, headers: bearer(token) })
      ).json<AssetInspections>(),
    compliance: async (assetId: string, token = t.adminToken) =>
      (
        await t.server.inject({ url: `/api/assets/${assetId}/compliance`, headers: bearer(token) })
      ).json<AssetCompliance>(),
    /** The stored inspection items, as 'asset plan due_on', sorted. */
    dueItems: async () =>
      (
        await t.db.kysely
          .selectFrom('due_items')
          .selectAll()
          .where('kind', '=', 'inspection')
          .orderBy('asset_id')
          .orderBy('source_id')
          .execute()
      ).map((row) => ({
        assetId: row.asset_id,
        planId: row.source_id,
        dueOn: row.due_on,
        warnOn: row.warn_on,
      })),
  };
}

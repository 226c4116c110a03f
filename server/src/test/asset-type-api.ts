/** The asset type requests the type and field tests share. */
import type { AssetType } from '@harbour/contract';
import { bearer, type TestApp } from './test-app';

export function assetTypeApi(t: TestApp) {
  const admin = bearer(t.adminToken);
  return {
    create: (payload: object) =>
      t.server.inject({ method: 'POST', url: '/api/admin/asset-types', headers: admin, payload }),
    update: (id: string, payload: object) =>
      t.server.inject({ method: 'PUT', url: `/api/admin/asset-types/${id}`, headers: admin, payload }),
    remove: (id: string) =>
      t.server.inject({ method: 'DELETE', url: `/api/admin/asset-types/${id}`, headers: admin }),
    list: async (token = t.adminToken) =>
      (await t.server.inject({ url: '/api/asset-types', headers: bearer(token) })).json<AssetType[]>(),
    /** Makes a type and answers it; fails the test when refused. */
    async make(payload: object): Promise<AssetType> {
      const res = await this.create(payload);
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json<AssetType>();
    },
  };
}

/** The asset requests the asset tests share: forms sent as the web app sends them, reads and history. */
import type { Asset } from '@harbour/contract';
import { multipart } from './multipart';
import { bearer, type TestApp } from './test-app';

export function assetApi(t: TestApp) {
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    token = t.adminToken,
  ) => {
    const body = multipart(fields);
    return t.server.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  return {
    /** A multipart form, as the web app's FormData sends it. */
    send,
    /** Creates an asset through the multipart form as the admin. */
    async create(fields: Record<string, string>) {
      const res = await send('POST', '/api/assets', fields);
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json<Asset>();
    },
    get: async (id: string) =>
      (await t.server.inject({ url: `/api/assets/${id}`, headers: bearer(t.adminToken) })).json<Asset>(),
    allAssets: async () =>
      (await t.server.inject({ url: '/api/assets', headers: bearer(t.adminToken) })).json<Asset[]>(),
    /** The asset's history, oldest first, as 'action: details'. */
    history: async (id: string) =>
      (
        await t.db.kysely
          .selectFrom('activities')
          .selectAll()
          .where('asset_id', '=', id)
          .orderBy('id')
          .execute()
      ).map((a) => `${a.action}: ${a.details}`),
  };
}
export type AssetApi = ReturnType<typeof assetApi>;

import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { refreshAfter } from './stale-lists';

function clientWith(...keys: (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'old');
  return client;
}

const cached = (client: QueryClient, key: readonly unknown[]) => client.getQueryData(key) !== undefined;

describe('lists made stale by a change', () => {
  it('an asset edit drops the Download QR list, the asset lists and the dashboards, not the users list', async () => {
    const client = clientWith(
      queryKeys.users.withAssets(),
      queryKeys.assets.list({ page: 1, q: '' }),
      queryKeys.dashboard.admin(),
      queryKeys.users.list(),
    );
    await refreshAfter(client, 'updateAsset');
    expect(cached(client, queryKeys.users.withAssets())).toBe(false);
    expect(cached(client, queryKeys.assets.list({ page: 1, q: '' }))).toBe(false);
    expect(cached(client, queryKeys.dashboard.admin())).toBe(false);
    expect(cached(client, queryKeys.users.list())).toBe(true);
  });

  it('a user rename or deletion drops the asset lists (assignee names) and every users list', async () => {
    for (const change of ['updateUser', 'deleteUser'] as const) {
      const client = clientWith(
        queryKeys.assets.list({ page: 2, q: 'crane' }),
        queryKeys.assets.detail('a1'),
        queryKeys.users.assignable(),
        queryKeys.users.withAssets(),
        queryKeys.dashboard.user(),
      );
      await refreshAfter(client, change);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });

  it("an inspection drops the asset's due items, compliance, history, page and the dashboards, not the users", async () => {
    const client = clientWith(
      queryKeys.inspections.forAsset('a1'),
      queryKeys.compliance.forAsset('a1'),
      queryKeys.history.page('a1', 2),
      queryKeys.assets.page('a1'),
      queryKeys.dashboard.user(),
      queryKeys.documents.forAsset('a1'),
      queryKeys.users.list(),
    );
    await refreshAfter(client, 'recordInspection');
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([queryKeys.documents.forAsset('a1'), queryKeys.users.list()]);
  });

  it("a document added or removed drops the documents, the asset's compliance and history and the dashboards", async () => {
    for (const change of ['addDocument', 'removeDocument'] as const) {
      const client = clientWith(
        queryKeys.documents.forAsset('a1'),
        queryKeys.compliance.forAsset('a1'),
        queryKeys.history.page('a1', 1),
        queryKeys.dashboard.admin(),
        queryKeys.inspections.forAsset('a1'),
      );
      await refreshAfter(client, change);
      expect(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ).toEqual([queryKeys.inspections.forAsset('a1')]);
    }
  });

  it('fetches again the lists on screen, so they never show the old answer for long', async () => {
    const client = new QueryClient();
    let answer = 'old';
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.users.withAssets(),
      queryFn: () => Promise.resolve(answer),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await client.fetchQuery({ queryKey: queryKeys.users.withAssets(), queryFn: () => answer });
    answer = 'new';
    await refreshAfter(client, 'deleteAsset');
    expect(client.getQueryData(queryKeys.users.withAssets())).toBe('new');
    unsubscribe();
  });
});

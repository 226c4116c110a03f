/**
 * Every query key of the app, from one factory: features cannot import each other, yet a mutation in one
 * changes lists shown by another (lib/stale-lists.ts says which).
 */
export interface AssetListParams {
  page: number;
  q: string;
}

export const queryKeys = {
  assets: {
    all: ['assets'] as const,
    list: (params: AssetListParams) => ['assets', 'list', params] as const,
    detail: (id: string) => ['assets', 'detail', id] as const,
  },
  users: {
    all: ['users'] as const,
    list: () => ['users', 'list'] as const,
    assignable: () => ['users', 'assignable'] as const,
    withAssets: () => ['users', 'with-assets'] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    user: () => ['dashboard', 'user'] as const,
    admin: () => ['dashboard', 'admin'] as const,
  },
};

/** Query keys of the assets feature, from one factory. */
export interface AssetListParams {
  page: number;
  q: string;
}

export const assetKeys = {
  all: ['assets'] as const,
  lists: () => [...assetKeys.all, 'list'] as const,
  list: (params: AssetListParams) => [...assetKeys.lists(), params] as const,
  assignableUsers: () => ['users', 'assignable'] as const,
};

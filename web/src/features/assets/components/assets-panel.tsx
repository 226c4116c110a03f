import type { ReactNode } from 'react';
import type { AssetRow } from '../api/get-assets';
import { Card } from '@/components/ui/card';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ListState } from '@/components/ui/list-state';
import { PagedResults } from '@/components/ui/pagination';
import { ASSET_MESSAGES } from '../asset-messages';
import type { useAssetList } from '../use-asset-list';
import { AssetsTable } from './assets-table';

interface AssetsPanelProps {
  list: ReturnType<typeof useAssetList>;
  actions: (asset: AssetRow) => ReactNode;
}

/** Search, table (or its loading, empty and error text) and pagination, shared by both asset screens. */
export function AssetsPanel({ list, actions }: AssetsPanelProps) {
  const { query } = list;
  let body: ReactNode;
  if (query.isPending) body = <ListState kind="loading" message={ASSET_MESSAGES.loading} />;
  else if (query.isError) body = <ListState kind="error" message={ASSET_MESSAGES.loadFailed} />;
  else if (query.data.items.length === 0) body = <ListState kind="empty" message={ASSET_MESSAGES.empty} />;
  else body = <AssetsTable assets={query.data.items} actions={actions} />;

  return (
    <Card className="overflow-hidden">
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder={ASSET_MESSAGES.searchPlaceholder}
      />
      <PagedResults
        query={query}
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPageChange={list.setPage}
      >
        {body}
      </PagedResults>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@harbour/contract';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { PageHeader } from '@/components/ui/page-header';
import { PagedResults } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useAssetFacets } from '@/lib/asset-facets';
import { messageOr } from '@/lib/error-message';
import { useCompliance } from './api/get-compliance';
import { exportQuery, useComplianceFilters } from './compliance-filters';
import { DueItemsList } from './components/due-items-list';
import { FilterBar } from './components/filter-bar';
import { useTranslation } from '@/i18n/use-translation';
import { complianceMessages as m } from './compliance-messages';

const SUBTITLES = { admin: m.subtitleAdmin, user: m.subtitleUser } as const;

/** /admin/compliance and /user/compliance: the API answers each role its own scope. */
export function CompliancePage({ area }: { area: 'admin' | 'user' }) {
  const { t } = useTranslation();
  const { params, filtered, setFilter, setPage, clear } = useComplianceFilters();
  const list = useCompliance(params);
  const facets = useAssetFacets(area);

  let body: ReactNode;
  if (list.isPending) body = <ListState kind="loading" message={t(m.loading)} />;
  else if (list.isError) body = <ListState kind="error" message={messageOr(list.error, t(m.failed))} />;
  else if (list.data.items.length === 0) {
    body = <ListState kind="empty" message={filtered ? t(m.noMatch) : t(m.nothingDue)} />;
  } else
    body = (
      <DueItemsList items={list.data.items} assetPath={paths[area].asset} inspectPath={paths[area].inspect} />
    );

  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(SUBTITLES[area])}
        actions={
          area === 'admin' ? <DownloadCsvButton name="compliance" query={exportQuery(params)} /> : undefined
        }
      />
      <Card className="overflow-hidden">
        <FilterBar
          params={params}
          types={facets.data?.types ?? []}
          filtered={filtered}
          onChange={setFilter}
          onClear={clear}
        />
        <PagedResults
          query={list}
          page={params.page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={setPage}
        >
          {body}
        </PagedResults>
      </Card>
    </>
  );
}

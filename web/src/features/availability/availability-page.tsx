import { useState, type ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedResults } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useAssetFacets } from '@/lib/asset-facets';
import { messageOr } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/i18n/use-translation';
import { AVAILABILITY_PAGE_SIZE, availabilityQuery, useAvailability } from './api/get-availability';
import { useDownloadAvailability, type AvailabilityFormat } from './api/download-availability';
import { availabilityMessages as m } from './availability-messages';
import { AssetTable } from './components/asset-table';
import { percentOf } from './components/figures-format';
import { PeriodFilters, type AvailabilityFilters } from './components/period-filters';
import { TypeTable } from './components/type-table';
import { periodOf } from './period';

const START: AvailabilityFilters = {
  preset: 'last-30-days',
  custom: { from: '', to: '' },
  type: '',
  location: '',
};

/** /admin/availability: how available the assets were over a period, against IALA O-130's targets. */
export function AvailabilityPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(START);
  const [page, setPage] = useState(1);
  const facets = useAssetFacets('admin');
  const period = periodOf(filters.preset, new Date(), filters.custom);
  const invalid =
    filters.preset === 'custom' && period === null && filters.custom.from !== '' && filters.custom.to !== '';
  const params = period ? { ...period, type: filters.type, location: filters.location, page } : null;
  const report = useAvailability(params);
  const download = useDownloadAvailability();

  const save = (format: AvailabilityFormat) => {
    if (!params) return;
    download.mutate(
      { format, query: availabilityQuery(params) },
      { onError: (error) => toast.error(messageOr(error, t(m.downloadFailed))) },
    );
  };

  let body: ReactNode = null;
  if (!params) body = null;
  else if (report.isPending) body = <ListState kind="loading" message={t(m.loading)} />;
  else if (report.isError) body = <ListState kind="error" message={messageOr(report.error, t(m.failed))} />;
  else if (report.data.totals.assets === 0) body = <ListState kind="empty" message={t(m.noAssets)} />;
  else {
    const { totals, types, assets } = report.data;
    body = (
      <>
        <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1 p-4">
          <p className="text-sm text-slate-600">
            {t(m.overall)}:{' '}
            <span className="text-2xl font-bold text-navy-900">{percentOf(t, totals.availability)}</span>
          </p>
          <p
            className={
              totals.assetsBelowTarget > 0 ? 'text-sm font-semibold text-red-800' : 'text-sm text-slate-600'
            }
          >
            {t(m.belowSummary, { assets: totals.assetsBelowTarget, types: totals.typesBelowTarget })}
          </p>
        </div>
        <h2 className="px-4 pt-2 text-lg font-semibold text-navy-900">{t(m.byType)}</h2>
        <TypeTable types={types} />
        <h2 className="px-4 pt-6 text-lg font-semibold text-navy-900">{t(m.byAsset)}</h2>
        <PagedResults
          query={report}
          page={page}
          pageSize={AVAILABILITY_PAGE_SIZE}
          total={assets.total}
          onPageChange={setPage}
        >
          <AssetTable assets={assets.items} assetPath={paths.admin.asset} />
        </PagedResults>
      </>
    );
  }

  const busy = download.isPending;
  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <>
            <Button variant="secondary" disabled={busy || !params} onClick={() => save('csv')}>
              <FileDown className="h-4 w-4" aria-hidden="true" />
              {busy ? t(m.preparing) : t(m.downloadCsv)}
            </Button>
            <Button variant="secondary" disabled={busy || !params} onClick={() => save('pdf')}>
              <FileDown className="h-4 w-4" aria-hidden="true" />
              {busy ? t(m.preparing) : t(m.downloadPdf)}
            </Button>
          </>
        }
      />
      <Card className="overflow-hidden">
        <PeriodFilters
          filters={filters}
          types={facets.data?.types ?? []}
          invalid={invalid}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {body}
      </Card>
    </>
  );
}

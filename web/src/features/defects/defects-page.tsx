/** /admin/defects: triage, new defects first and safety first among them, filtered by the address. */
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '@harbour/contract';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedResults } from '@/components/ui/pagination';
import { useTranslation } from '@/i18n/use-translation';
import { messageOr } from '@/lib/error-message';
import { useDefects } from './api/get-defects';
import { DefectFilterBar } from './components/defect-filter-bar';
import { DefectList } from './components/defect-list';
import { useDefectFilters } from './defect-filters';
import { defectMessages as m } from './defect-messages';

export function DefectsPage() {
  const { t } = useTranslation();
  const { params, filtered, setFilter, setPage, clear } = useDefectFilters();
  const list = useDefects(params);

  let body: ReactNode;
  if (list.isPending) body = <ListState kind="loading" message={t(m.loadingList)} />;
  else if (list.isError) body = <ListState kind="error" message={messageOr(list.error, t(m.listFailed))} />;
  else if (list.data.items.length === 0)
    body = <ListState kind="empty" message={filtered ? t(m.noMatch) : t(m.noDefects)} />;
  else body = <DefectList defects={list.data.items} />;

  return (
    <>
      <PageHeader title={t(m.triageTitle)} subtitle={t(m.triageSubtitle)} />
      <Card className="overflow-hidden">
        <DefectFilterBar params={params} filtered={filtered} onChange={setFilter} onClear={clear} />
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

import { useState } from 'react';
import { PAGE_SIZE } from '@harbour/contract';
import { ActivityEntry } from '@/components/ui/activity-entry';
import { Card, CardHeader } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { messageOr } from '@/lib/error-message';
import { useAssetHistory } from '../api/get-history';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

/** Everything that happened to the asset, newest first, ten at a time. */
export function ActivityHistory({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useAssetHistory(assetId, page);
  let body;
  if (history.isPending) body = <ListState kind="loading" message={t(m.loadingHistory)} />;
  else if (history.isError)
    body = <ListState kind="error" message={messageOr(history.error, t(m.historyFailed))} />;
  else if (history.data.items.length === 0) body = <ListState kind="empty" message={t(m.noActivity)} />;
  else
    body = (
      <ul className="divide-y divide-slate-100" aria-label={t(m.activityHistory)}>
        {history.data.items.map((activity) => (
          <ActivityEntry key={activity._id} activity={activity} />
        ))}
      </ul>
    );
  return (
    <Card>
      <CardHeader title={t(m.activityHistory)} />
      <div aria-busy={history.isFetching}>{body}</div>
      {history.isSuccess && history.data.total > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={history.data.total}
          onPageChange={setPage}
          noun={t(m.historyEntries)}
        />
      ) : null}
    </Card>
  );
}

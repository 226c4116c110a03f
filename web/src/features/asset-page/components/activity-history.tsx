import { useState } from 'react';
import { PAGE_SIZE } from '@harbour/contract';
import { ActivityEntry } from '@/components/ui/activity-entry';
import { Card, CardHeader } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { messageOr } from '@/lib/error-message';
import { useAssetHistory } from '../api/get-history';

/** Everything that happened to the asset, newest first, ten at a time. */
export function ActivityHistory({ assetId }: { assetId: string }) {
  const [page, setPage] = useState(1);
  const history = useAssetHistory(assetId, page);
  let body;
  if (history.isPending) body = <ListState kind="loading" message="Loading history..." />;
  else if (history.isError)
    body = <ListState kind="error" message={messageOr(history.error, 'Failed to load the history')} />;
  else if (history.data.items.length === 0) body = <ListState kind="empty" message="No activity yet" />;
  else
    body = (
      <ul className="divide-y divide-slate-100" aria-label="Activity history">
        {history.data.items.map((activity) => (
          <ActivityEntry key={activity._id} activity={activity} />
        ))}
      </ul>
    );
  return (
    <Card>
      <CardHeader title="Activity history" />
      <div aria-busy={history.isFetching}>{body}</div>
      {history.isSuccess && history.data.total > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={history.data.total}
          onPageChange={setPage}
          noun="entries"
        />
      ) : null}
    </Card>
  );
}

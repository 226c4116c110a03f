/**
 * The asset page without signal, for an asset taken offline: its due inspections (each can be started, the
 * inspection waits in the outbox) from what was stored, and a word on what needs the network.
 */
import { useQuery } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { Card, CardHeader } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { assetInspectionsQueryOptions } from '@/lib/asset-inspections';
import { messageOr } from '@/lib/error-message';
import { DueItemRow } from './due-item-row';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

export function StoredDueInspections({
  assetId,
  inspectPath,
}: {
  assetId: string;
  inspectPath: (planId: string) => string;
}) {
  const { t } = useTranslation();
  const inspections = useQuery(assetInspectionsQueryOptions(assetId));
  let body;
  if (inspections.isPending) body = <ListState kind="loading" message={t(m.loadingInspections)} />;
  else if (inspections.isError)
    body = <ListState kind="error" message={messageOr(inspections.error, t(m.inspectionsFailed))} />;
  else if (inspections.data.due.length === 0)
    body = <ListState kind="empty" message={t(m.noDueInspections)} />;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {[...inspections.data.due]
          .sort((a, b) => a.dueOn.localeCompare(b.dueOn))
          .map((item) => (
            <DueItemRow key={item.sourceId} item={item} inspectPath={inspectPath(item.sourceId)} />
          ))}
      </ul>
    );
  return (
    <Card>
      <CardHeader title={t(m.dueInspections)} />
      {body}
    </Card>
  );
}

export function NeedsNetworkNote() {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-3 text-sm text-slate-800"
      data-testid="needs-network"
    >
      <CloudOff className="h-5 w-5 shrink-0" aria-hidden="true" />
      {t(m.needsNetwork)}
    </p>
  );
}

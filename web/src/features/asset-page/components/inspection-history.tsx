import { useQuery } from '@tanstack/react-query';
import { Card, CardHeader } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { assetInspectionsQueryOptions } from '@/lib/asset-inspections';
import { messageOr } from '@/lib/error-message';
import { InspectionEntry } from './inspection-entry';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

/** The asset's inspections, newest first. */
export function InspectionHistory({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const inspections = useQuery(assetInspectionsQueryOptions(assetId));
  let body;
  if (inspections.isPending) body = <ListState kind="loading" message={t(m.loadingInspections)} />;
  else if (inspections.isError)
    body = <ListState kind="error" message={messageOr(inspections.error, t(m.inspectionsFailed))} />;
  else if (inspections.data.history.length === 0)
    body = <ListState kind="empty" message={t(m.noInspections)} />;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {inspections.data.history.map((inspection) => (
          <InspectionEntry key={inspection._id} inspection={inspection} />
        ))}
      </ul>
    );
  return (
    <Card>
      <CardHeader title={t(m.inspectionHistory)} />
      {body}
    </Card>
  );
}

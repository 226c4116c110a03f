import { useQuery } from '@tanstack/react-query';
import { Card, CardHeader } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { assetInspectionsQueryOptions } from '@/lib/asset-inspections';
import { messageOr } from '@/lib/error-message';
import { InspectionEntry } from './inspection-entry';

/** The asset's inspections, newest first. */
export function InspectionHistory({ assetId }: { assetId: string }) {
  const inspections = useQuery(assetInspectionsQueryOptions(assetId));
  let body;
  if (inspections.isPending) body = <ListState kind="loading" message="Loading inspections..." />;
  else if (inspections.isError)
    body = <ListState kind="error" message={messageOr(inspections.error, 'Failed to load inspections')} />;
  else if (inspections.data.history.length === 0)
    body = <ListState kind="empty" message="No inspections recorded yet" />;
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
      <CardHeader title="Inspection history" />
      {body}
    </Card>
  );
}

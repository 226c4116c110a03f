/** GET /api/assets/:id/inspections: what is due on an asset (with checklists) and what was done, for every screen that shows it. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { lenientList, orFallback, readAs } from './lenient';
import { queryKeys } from './query-keys';
import { dueInspectionReader, inspectionReader } from './readers/compliance-readers';
import { liveOrStored, type FromStore } from './offline/offline-read';
import { readStoredAsset } from './offline/stored-reads';

const assetInspectionsReader = readAs(
  z.object({
    due: orFallback(
      lenientList(dueInspectionReader, 'inspections.due: unreadable item'),
      [],
      'inspections.due',
    ),
    history: orFallback(
      lenientList(inspectionReader, 'inspections.history: unreadable item'),
      [],
      'inspections.history',
    ),
  }),
  'GET /assets/:id/inspections',
);

type AssetInspections = ReturnType<typeof assetInspectionsReader.parse> & FromStore;

/** Without signal, the due items and checklists stored when the asset was taken offline (offline field mode). */
async function storedInspections(assetId: string): Promise<AssetInspections | undefined> {
  const stored = await readStoredAsset(assetId);
  return stored
    ? { ...assetInspectionsReader.parse(stored.inspections), storedAt: stored.storedAt }
    : undefined;
}

export const assetInspectionsQueryOptions = (assetId: string) =>
  queryOptions({
    queryKey: queryKeys.inspections.forAsset(assetId),
    queryFn: (): Promise<AssetInspections> =>
      liveOrStored(
        () => apiRequest(`/assets/${encodeURIComponent(assetId)}/inspections`, assetInspectionsReader),
        () => storedInspections(assetId),
      ),
  });

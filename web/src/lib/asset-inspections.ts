/** GET /api/assets/:id/inspections: what is due on an asset (with checklists) and what was done, for every screen that shows it. */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { lenientList, orFallback, readAs } from './lenient';
import { queryKeys } from './query-keys';
import { dueInspectionReader, inspectionReader } from './readers/compliance-readers';

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

export const assetInspectionsQueryOptions = (assetId: string) =>
  queryOptions({
    queryKey: queryKeys.inspections.forAsset(assetId),
    queryFn: () => apiRequest(`/assets/${encodeURIComponent(assetId)}/inspections`, assetInspectionsReader),
  });

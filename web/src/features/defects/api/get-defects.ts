/** GET /api/defects: a page of defects by the triage filters (new first, safety first, newest first). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defectSchema, PAGE_SIZE } from '@harbour/contract';
import { apiPage } from '@/lib/api-client';
import { lenientList, readAs } from '@/lib/lenient';
import { queryKeys, type DefectListParams } from '@/lib/query-keys';

const defectsReader = readAs(
  lenientList(defectSchema, 'GET /defects: a defect this app cannot read'),
  'GET /defects',
);
export type DefectRow = ReturnType<typeof defectsReader.parse>[number];

function listQuery(params: DefectListParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(PAGE_SIZE) });
  for (const name of ['state', 'severity', 'type', 'location'] as const)
    if (params[name]) query.set(name, params[name]);
  return query.toString();
}

export function useDefects(params: DefectListParams) {
  return useQuery({
    queryKey: queryKeys.defects.list(params),
    queryFn: () => apiPage(`/defects?${listQuery(params)}`, defectsReader),
    placeholderData: keepPreviousData,
  });
}

/** The other defects of one asset, for "Mark duplicate". */
export function useAssetDefects(assetId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.defects.forAsset(assetId),
    queryFn: () => apiPage(`/defects?asset=${encodeURIComponent(assetId)}&limit=${PAGE_SIZE}`, defectsReader),
    enabled,
  });
}

/** GET /api/defects/:id: one defect with everything triage needs. */
import { useQuery } from '@tanstack/react-query';
import { defectSchema } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';

export const defectReader = readAs(defectSchema, 'GET /defects/:id');
export type DefectDetail = ReturnType<typeof defectReader.parse>;

export function useDefect(id: string) {
  return useQuery({
    queryKey: queryKeys.defects.detail(id),
    queryFn: () => apiRequest(`/defects/${encodeURIComponent(id)}`, defectReader),
  });
}

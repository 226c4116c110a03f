/** GET /admin/label-templates: the sheets and rolls a print can use. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { lenientList, orFallback } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import type { TemplateChoice } from '../print-options';

const templatesReader = lenientList(
  z.object({
    id: z.string(),
    name: z.string(),
    description: orFallback(z.string(), '', 'labelTemplate.description'),
    columns: z.number().int().min(1),
    rows: z.number().int().min(1),
    roll: orFallback(z.boolean(), false, 'labelTemplate.roll'),
  }),
  'GET /admin/label-templates: a template without id, name or grid',
);

export function useLabelTemplates() {
  return useQuery({
    queryKey: queryKeys.labels.templates(),
    queryFn: (): Promise<TemplateChoice[]> => apiRequest('/admin/label-templates', templatesReader),
    // Templates are data shipped with the server: they do not change while the app is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { z } from 'zod';
import type { ComplianceCounts } from '@harbour/contract';
import { orFallback } from '@/lib/lenient';

/**
 * The dashboards' compliance counts. Written here, checked against the contract's type, rather than
 * imported: the contract's compliance module would otherwise load with the employee dashboard (+1.9 KB gzip).
 * An older server sends none: the screen then leaves their cards out.
 */
export const complianceCountsReader = (answer: string) =>
  orFallback(
    z.object({ overdue: z.number().int(), dueSoon: z.number().int() }) satisfies z.ZodType<ComplianceCounts>,
    null,
    `${answer}: compliance`,
  );

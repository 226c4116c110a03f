/**
 * An asset type's common faults: one-line texts a person reporting a defect picks with one tap. Apart from
 * the defect schemas so that an asset type's schema does not carry them.
 */
import { z } from 'zod';
import { withFieldCode } from './error-codes';
import { lineText } from './common';

export const COMMON_FAULT_LIMITS = { perType: 12, faultMax: 80 } as const;

export const faultText = lineText('Fault')
  .min(1, 'Fault is required')
  .max(COMMON_FAULT_LIMITS.faultMax, `Fault must be at most ${COMMON_FAULT_LIMITS.faultMax} characters`);

/** An asset type's common faults: one-line texts offered when a defect is reported. */
export const commonFaultsSchema = z
  .array(faultText)
  .max(COMMON_FAULT_LIMITS.perType, `A type has at most ${COMMON_FAULT_LIMITS.perType} common faults`)
  .superRefine((faults, context) => {
    const seen = new Set<string>();
    faults.forEach((fault, index) => {
      const key = fault.toLowerCase();
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: [index],
          ...withFieldCode('not-unique', `Common fault ${fault} is listed twice`),
        });
      seen.add(key);
    });
  });

/** A blank label's code as the screens read it (GET /label-codes/:code and the admin's list of codes). */
import { z } from 'zod';
import { LABEL_CODE_STATES } from '@harbour/contract';
import { openEnum, orFallback } from '../lenient';

const nullableText = (field: string) => orFallback(z.string().nullable(), null, `labelCode.${field}`);

export const labelCodeReader = z.object({
  code: z.string(),
  // A state a newer server adds is kept as it is: the screens treat it as not opening an asset.
  state: openEnum(LABEL_CODE_STATES, 'labelCode.state: a state this app does not know'),
  assetId: nullableText('assetId'),
  assetName: nullableText('assetName'),
  createdAt: nullableText('createdAt'),
  retiredAt: nullableText('retiredAt'),
});
export type LabelCodeView = z.output<typeof labelCodeReader>;

/** A due item (a plan's next inspection or a document's expiry on one asset) as the screens read it. */
import { z } from 'zod';
import { DUE_ITEM_KINDS, type DueItem } from '@harbour/contract';
import { openEnum, orFallback } from '../lenient';

const DUE_STATUSES = ['overdue', 'due-soon', 'ok'] as const;

const text = (field: keyof DueItem) => orFallback(z.string(), '', `dueItem.${field}`);
const nullableText = (field: keyof DueItem) => orFallback(z.string().nullable(), null, `dueItem.${field}`);

export const dueItemReader = z.object({
  assetId: z.string(),
  assetName: text('assetName'),
  assetType: text('assetType'),
  location: text('location'),
  kind: orFallback(
    openEnum(DUE_ITEM_KINDS, 'dueItem.kind: a kind this app does not know'),
    '',
    'dueItem.kind',
  ),
  sourceId: text('sourceId'),
  name: text('name'),
  reference: nullableText('reference'),
  // The date is what the row is about: an item without one is left out of the list.
  dueOn: z.string(),
  // A status a newer server adds is shown as it is, in a neutral badge.
  status: orFallback(
    openEnum(DUE_STATUSES, 'dueItem.status: a status this app does not know'),
    '',
    'dueItem.status',
  ),
  lastDoneOn: nullableText('lastDoneOn'),
} satisfies Record<keyof DueItem, z.ZodType>);

export type DueItemRow = z.output<typeof dueItemReader>;

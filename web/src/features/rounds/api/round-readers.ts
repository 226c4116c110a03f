/** Rounds as the screens read them: what a screen cannot do without is required, the rest falls back. */
import { z } from 'zod';
import {
  MARK_RESULTS,
  positionSchema,
  ROUND_ITEM_STATES,
  ROUND_KINDS,
  ROUND_STATUSES,
  type Round,
  type RoundItem,
} from '@harbour/contract';
import { lenientList, openEnum, orFallback } from '@/lib/lenient';

const text = (field: string) => orFallback(z.string(), '', field);
const nullableText = (field: string) => orFallback(z.string().nullable(), null, field);
const textList = (field: string) => orFallback(z.array(z.string()), [], field);

const countsReader = z.object({
  expected: z.number().int(),
  found: z.number().int(),
  missing: z.number().int(),
  unexpected: z.number().int(),
});
export type RoundCountsView = z.output<typeof countsReader>;

export const roundReader = z.object({
  _id: z.string(),
  name: z.string(),
  kind: orFallback(openEnum(ROUND_KINDS, 'round.kind: a kind this app does not know'), '', 'round.kind'),
  status: orFallback(
    openEnum(ROUND_STATUSES, 'round.status: a status this app does not know'),
    '',
    'round.status',
  ),
  scope: orFallback(
    z.object({ locations: textList('round.scope.locations'), types: textList('round.scope.types') }),
    { locations: [], types: [] },
    'round.scope',
  ),
  planId: nullableText('round.planId'),
  planName: nullableText('round.planName'),
  assignees: orFallback(
    lenientList(z.object({ _id: z.string(), username: z.string() }), 'round.assignees: a person'),
    [],
    'round.assignees',
  ),
  dueOn: nullableText('round.dueOn'),
  assigneesMayFinish: orFallback(z.boolean(), false, 'round.assigneesMayFinish'),
  createdBy: text('round.createdBy'),
  startedAt: text('round.startedAt'),
  finishedAt: nullableText('round.finishedAt'),
  finishedBy: nullableText('round.finishedBy'),
  // The counts and the version are what the live page is about.
  counts: countsReader,
  version: z.number().int(),
  can: orFallback(
    z.object({ mark: z.boolean(), finish: z.boolean(), edit: z.boolean() }),
    { mark: false, finish: false, edit: false },
    'round.can',
  ),
} satisfies Record<keyof Round, z.ZodType>);
export type RoundView = z.output<typeof roundReader>;

export const roundItemReader = z.object({
  assetId: z.string(),
  assetName: text('roundItem.assetName'),
  assetType: text('roundItem.assetType'),
  location: text('roundItem.location'),
  state: orFallback(openEnum(ROUND_ITEM_STATES, 'roundItem.state: unknown'), '', 'roundItem.state'),
  markedAt: nullableText('roundItem.markedAt'),
  markedBy: nullableText('roundItem.markedBy'),
  markReceivedAt: nullableText('roundItem.markReceivedAt'),
  position: orFallback(positionSchema.nullable(), null, 'roundItem.position'),
  movedAt: nullableText('roundItem.movedAt'),
} satisfies Record<keyof RoundItem, z.ZodType>);
export type RoundItemView = z.output<typeof roundItemReader>;

export const markAnswerReader = z.object({
  result: openEnum(MARK_RESULTS, 'mark.result: unknown'),
  item: roundItemReader,
  counts: countsReader,
});

export const moveAnswerReader = z.object({ item: roundItemReader, counts: countsReader });

/** How rounds are named on screen, in one place for the rounds screens and the asset page's round history. */
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { wordsMessages as m } from './words-messages';

const KIND_LABELS: Record<string, Message<string>> = {
  audit: m.kindAudit,
  stocktake: m.kindStocktake,
  inspection: m.kindInspection,
};

/** 'Audit', 'Stocktake', 'Inspection round'; a kind added by a newer server by its own name. */
export function roundKindLabel(kind: string): string {
  const label = KIND_LABELS[kind];
  return label ? translate(label) : kind;
}

const STATE_LABELS: Record<string, Message<string>> = {
  pending: m.statePending,
  found: m.stateFound,
  missing: m.stateMissing,
  unexpected: m.stateUnexpected,
};

export function roundStateLabel(state: string): string {
  const label = STATE_LABELS[state];
  return label ? translate(label) : state;
}

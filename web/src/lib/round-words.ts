/** How rounds are named on screen, in one place for the rounds screens and the asset page's round history. */
const KIND_LABELS: Record<string, string> = {
  audit: 'Audit',
  stocktake: 'Stocktake',
  inspection: 'Inspection round',
};

/** 'Audit', 'Stocktake', 'Inspection round'; a kind added by a newer server by its own name. */
export function roundKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

const STATE_LABELS: Record<string, string> = {
  pending: 'Not found yet',
  found: 'Found',
  missing: 'Missing',
  unexpected: 'Not expected',
};

export function roundStateLabel(state: string): string {
  return STATE_LABELS[state] ?? state;
}

/** When a due item falls due, in words: 'overdue since 2026-10-01', 'expires on 2026-12-01'. */
interface Due {
  kind: string;
  status: string;
  dueOn: string;
}

export function duePhrase({ kind, status, dueOn }: Due): string {
  if (kind === 'document') return status === 'overdue' ? `expired on ${dueOn}` : `expires on ${dueOn}`;
  if (status === 'overdue') return `overdue since ${dueOn}`;
  if (status === 'due-soon') return `due on ${dueOn}`;
  return `next due on ${dueOn}`;
}

/** Overdue and due-soon items need work now; an ok item does not. */
export const needsWork = (item: { status: string }): boolean =>
  item.status === 'overdue' || item.status === 'due-soon';

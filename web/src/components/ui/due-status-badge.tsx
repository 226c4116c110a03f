/** Compliance state of a due item or an asset: overdue red, due soon amber, ok green, anything else grey. */
const STYLES: Record<string, { label: string; className: string }> = {
  overdue: { label: 'Overdue', className: 'bg-red-100 text-red-800 ring-red-600/30' },
  'due-soon': { label: 'Due soon', className: 'bg-amber-100 text-amber-900 ring-amber-600/30' },
  ok: { label: 'OK', className: 'bg-green-100 text-green-800 ring-green-600/20' },
  none: { label: 'No plan', className: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
};

/** 'Overdue', 'Due soon', 'OK', 'No plan'; a state added by a newer server by its own name. */
export function dueStatusLabel(status: string): string {
  return STYLES[status]?.label ?? status;
}

export function DueStatusBadge({ status }: { status: string }) {
  const style = STYLES[status] ?? { label: status, className: STYLES.none!.className };
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.className}`}
    >
      {style.label}
    </span>
  );
}

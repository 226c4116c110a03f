/** Open teal, finished grey. */
export function RoundStatusBadge({ status }: { status: string }) {
  const open = status === 'open';
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        open ? 'bg-teal-50 text-teal-900 ring-teal-700/30' : 'bg-slate-100 text-slate-800 ring-slate-500/30'
      }`}
    >
      {open ? 'Open' : status === 'finished' ? 'Finished' : status}
    </span>
  );
}

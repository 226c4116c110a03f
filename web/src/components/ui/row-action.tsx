import type { LucideIcon } from 'lucide-react';

interface RowActionProps {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  tone?: 'default' | 'danger';
}

/** An icon button in a table row, named for screen readers; 48 px square on a phone, where fingers tap it. */
export function RowAction({ icon: Icon, label, onClick, tone = 'default' }: RowActionProps) {
  const colours =
    tone === 'danger'
      ? 'text-slate-500 hover:bg-red-50 hover:text-red-600'
      : 'text-slate-500 hover:bg-navy-50 hover:text-navy-800';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`inline-flex h-12 w-12 items-center justify-center rounded-lg sm:h-auto sm:w-auto sm:p-2 ${colours}`}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

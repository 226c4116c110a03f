import { AlertTriangle, Inbox, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** Loading, empty and error messages that stand in place of a list. */
export function ListState({
  kind,
  message,
  action,
}: {
  kind: 'loading' | 'empty' | 'error';
  message: string;
  action?: ReactNode;
}) {
  const Icon = kind === 'loading' ? Loader2 : kind === 'error' ? AlertTriangle : Inbox;
  const colour = kind === 'error' ? 'text-red-600' : kind === 'loading' ? 'text-teal-600' : 'text-slate-400';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center justify-center gap-3 px-4 py-16 text-center"
    >
      <Icon className={`h-8 w-8 ${colour} ${kind === 'loading' ? 'animate-spin' : ''}`} aria-hidden="true" />
      <p className={`text-sm font-medium ${kind === 'error' ? 'text-red-700' : 'text-slate-600'}`}>
        {message}
      </p>
      {action}
    </div>
  );
}

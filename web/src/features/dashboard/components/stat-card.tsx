import { Link } from 'react-router';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';

const tones = {
  navy: 'bg-navy-50 text-navy-700 ring-navy-100',
  blue: 'bg-blue-50 text-blue-700 ring-blue-100',
  green: 'bg-green-50 text-green-700 ring-green-100',
  yellow: 'bg-yellow-50 text-yellow-700 ring-yellow-100',
  purple: 'bg-purple-50 text-purple-700 ring-purple-100',
  teal: 'bg-teal-50 text-teal-700 ring-teal-100',
  red: 'bg-red-50 text-red-700 ring-red-100',
  amber: 'bg-amber-50 text-amber-800 ring-amber-100',
} as const;

interface StatCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: keyof typeof tones;
  /** Makes the whole card a link to the list behind the figure. */
  to?: string;
}

const frame = 'flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

export function StatCard({ label, value, icon: Icon, tone, to }: StatCardProps) {
  const { locale } = useTranslation();
  const body = (
    <>
      <span
        className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset ${tones[tone]}`}
      >
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="break-words text-sm font-medium text-slate-500">{label}</p>
        <p className="text-2xl font-bold tabular-nums text-navy-900">{value.toLocaleString(locale)}</p>
      </div>
    </>
  );
  if (!to) return <div className={frame}>{body}</div>;
  // A card that opens a list says so: a chevron, and its label in the link colour, underlined.
  return (
    <Link
      to={to}
      className={`${frame} group transition hover:ring-teal-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500 [&_p:first-child]:text-navy-800 [&_p:first-child]:underline [&_p:first-child]:decoration-slate-300 [&_p:first-child]:underline-offset-4`}
    >
      {body}
      <ChevronRight
        className="ml-auto h-6 w-6 shrink-0 text-slate-400 group-hover:text-teal-700"
        aria-hidden="true"
      />
    </Link>
  );
}

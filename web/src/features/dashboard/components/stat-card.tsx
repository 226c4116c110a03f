import type { LucideIcon } from 'lucide-react';

const tones = {
  navy: 'bg-navy-50 text-navy-700 ring-navy-100',
  blue: 'bg-blue-50 text-blue-700 ring-blue-100',
  green: 'bg-green-50 text-green-700 ring-green-100',
  yellow: 'bg-yellow-50 text-yellow-700 ring-yellow-100',
  purple: 'bg-purple-50 text-purple-700 ring-purple-100',
  teal: 'bg-teal-50 text-teal-700 ring-teal-100',
} as const;

interface StatCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: keyof typeof tones;
}

export function StatCard({ label, value, icon: Icon, tone }: StatCardProps) {
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span
        className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset ${tones[tone]}`}
      >
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-500">{label}</p>
        <p className="text-2xl font-bold tabular-nums text-navy-900">{value.toLocaleString()}</p>
      </div>
    </div>
  );
}

/** An asset's compliance state, big: icon, word and colour together, readable at arm's length in sunlight. */
import { AlertTriangle, CheckCircle2, Clock, MinusCircle, type LucideIcon } from 'lucide-react';
import { dueStatusLabel } from './due-status-badge';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

const looks: Record<string, { icon: LucideIcon; className: string }> = {
  overdue: { icon: AlertTriangle, className: 'bg-red-700 text-white' },
  'due-soon': { icon: Clock, className: 'bg-amber-300 text-amber-950' },
  ok: { icon: CheckCircle2, className: 'bg-green-700 text-white' },
  none: { icon: MinusCircle, className: 'bg-slate-200 text-slate-900' },
};

export function ComplianceBanner({ status, detail }: { status: string; detail: string }) {
  const { t } = useTranslation();
  const look = looks[status] ?? looks.none!;
  const Icon = look.icon;
  return (
    <div
      data-testid="compliance-state"
      data-status={status}
      className={`flex items-center gap-4 rounded-2xl px-5 py-4 ${look.className}`}
    >
      <Icon className="h-10 w-10 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-2xl font-bold leading-tight">{dueStatusLabel(status) || t(m.unknown)}</p>
        <p className="text-sm font-medium">{detail}</p>
      </div>
    </div>
  );
}

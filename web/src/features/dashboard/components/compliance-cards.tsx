import { AlertTriangle, CalendarClock } from 'lucide-react';
import type { ComplianceCounts } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from '../dashboard-messages';
import { StatCard } from './stat-card';

interface ComplianceCardsProps {
  counts: ComplianceCounts | null;
  /** The compliance screen of the dashboard's own area; each card opens it filtered. */
  compliancePath: string;
}

/** Overdue and Due soon, after the spec's own cards; absent when the server sends no counts. */
export function ComplianceCards({ counts, compliancePath }: ComplianceCardsProps) {
  const { t } = useTranslation();
  if (!counts) return null;
  return (
    <section aria-label={t(m.compliance)} className="mt-4 grid gap-4 sm:grid-cols-2">
      <StatCard
        label={t(m.overdue)}
        value={counts.overdue}
        icon={AlertTriangle}
        tone="red"
        to={`${compliancePath}?status=overdue`}
      />
      <StatCard
        label={t(m.dueSoon)}
        value={counts.dueSoon}
        icon={CalendarClock}
        tone="amber"
        to={`${compliancePath}?status=due-soon`}
      />
    </section>
  );
}

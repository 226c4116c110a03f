import { AlertTriangle, CalendarClock } from 'lucide-react';
import type { ComplianceCounts } from '@harbour/contract';
import { StatCard } from './stat-card';

interface ComplianceCardsProps {
  counts: ComplianceCounts | null;
  /** The compliance screen of the dashboard's own area; each card opens it filtered. */
  compliancePath: string;
}

/** Overdue and Due in 30 days, after the spec's own cards; absent when the server sends no counts. */
export function ComplianceCards({ counts, compliancePath }: ComplianceCardsProps) {
  if (!counts) return null;
  return (
    <section aria-label="Compliance" className="mt-4 grid gap-4 sm:grid-cols-2">
      <StatCard
        label="Overdue"
        value={counts.overdue}
        icon={AlertTriangle}
        tone="red"
        to={`${compliancePath}?status=overdue`}
      />
      <StatCard
        label="Due in 30 days"
        value={counts.dueSoon}
        icon={CalendarClock}
        tone="amber"
        to={`${compliancePath}?status=due-soon`}
      />
    </section>
  );
}

/**
 * Open defects (administrators): new and accepted ones, opening the triage list of them; the safety defects
 * among them called out in a card of their own. Absent when the server sends no counts.
 */
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import type { AdminDashboard } from '@harbour/contract';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from '../dashboard-messages';
import { StatCard } from './stat-card';

const OPEN = `${paths.admin.defects}?state=new,accepted`;

export function OpenDefectsCard({ counts }: { counts: AdminDashboard['defects'] | null }) {
  const { t } = useTranslation();
  if (counts === null) return null;
  return (
    <section aria-label={t(m.openDefects)} className="mt-4 grid gap-4 sm:grid-cols-2">
      <StatCard
        label={t(m.openDefects)}
        value={counts.new + counts.accepted}
        icon={TriangleAlert}
        tone="amber"
        to={OPEN}
      />
      {counts.safety > 0 ? (
        <StatCard
          label={t(m.openSafetyDefects)}
          value={counts.safety}
          icon={ShieldAlert}
          tone="red"
          to={`${OPEN}&severity=safety`}
        />
      ) : null}
    </section>
  );
}

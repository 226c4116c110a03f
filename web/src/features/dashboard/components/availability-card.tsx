/**
 * Assets and asset types below their IALA O-130 availability target over the last 30 days (administrators):
 * the card opens the availability screen. Absent until the figures arrive, and when they cannot be read.
 */
import { Gauge } from 'lucide-react';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useAvailabilityBelowTarget } from '../api/get-availability-below';
import { dashboardMessages as m } from '../dashboard-messages';
import { StatCard } from './stat-card';

export function AvailabilityCard() {
  const { t } = useTranslation();
  const below = useAvailabilityBelowTarget();
  if (!below.data) return null;
  return (
    <section aria-label={t(m.belowAvailabilityTarget)} className="mt-4 grid gap-4 sm:grid-cols-2">
      <StatCard
        label={t(m.belowAvailabilityTarget)}
        value={below.data.assets}
        icon={Gauge}
        tone={below.data.assets > 0 ? 'red' : 'green'}
        to={paths.admin.availability}
      />
      <p className="self-center text-sm text-slate-600">
        {t(m.belowAvailabilityTypes, { types: below.data.types })}
      </p>
    </section>
  );
}

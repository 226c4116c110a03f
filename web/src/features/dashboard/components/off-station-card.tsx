/**
 * Assets flagged off station (administrators): the card opens the asset list of them, the link beside it
 * the map of them. Absent when the server sends no count.
 */
import { Link } from 'react-router';
import { MapIcon, MapPinOff } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { wordsMessages as words } from '@/lib/words-messages';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from '../dashboard-messages';
import { StatCard } from './stat-card';

export function OffStationCard({ count }: { count: number | null }) {
  const { t } = useTranslation();
  if (count === null) return null;
  return (
    <section aria-label={t(words.offStation)} className="mt-4 grid gap-4 sm:grid-cols-2">
      <StatCard
        label={t(words.offStation)}
        value={count}
        icon={MapPinOff}
        tone="red"
        to={`${paths.admin.assets}?offStation=true`}
      />
      <Link
        to={`${paths.admin.map}?state=off-station`}
        className={`${buttonClasses('secondary', 'lg')} h-auto min-h-12 self-center justify-self-start`}
      >
        <MapIcon className="h-5 w-5" aria-hidden="true" />
        {t(m.offStationOnMap)}
      </Link>
    </section>
  );
}

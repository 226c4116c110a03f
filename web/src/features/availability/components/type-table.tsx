import type { AvailabilityType } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { availabilityMessages as m } from '../availability-messages';
import { hoursOf, percentOf } from './figures-format';
import { TargetBadge } from './target-badge';

const cell = 'px-3 py-2 text-sm';
const head = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wider text-slate-500';

/** Each type with its IALA O-130 category and target, and whether it is below. */
export function TypeTable({ types }: { types: AvailabilityType[] }) {
  const { t } = useTranslation();
  return (
    // Focusable: a phone scrolls the table sideways by keyboard too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t(m.byType)}>
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{t(m.byType)}</caption>
        <thead className="bg-slate-50">
          <tr>
            {[m.type, m.assets, m.category, m.target, m.availability, m.downtime, m.failures, m.mttr].map(
              (label) => (
                <th key={label.id} scope="col" className={head}>
                  {t(label)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {types.map((type) => (
            <tr key={type.type ?? ''} className={type.belowTarget ? 'bg-red-50' : undefined}>
              <th scope="row" className={`${cell} text-left font-medium text-navy-900`}>
                {type.type ?? t(m.noType)}
              </th>
              <td className={cell}>{type.assets}</td>
              <td className={cell}>{type.category ?? t(m.none)}</td>
              <td className={cell}>
                <span className="mr-2">{type.target === null ? '' : percentOf(t, type.target)}</span>
                <TargetBadge target={type.target} below={type.belowTarget} />
              </td>
              <td className={`${cell} font-semibold`}>{percentOf(t, type.availability)}</td>
              <td className={cell}>{hoursOf(t, type.downtimeMs)}</td>
              <td className={cell}>{type.failures}</td>
              <td className={cell}>{hoursOf(t, type.meanTimeToRepairMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

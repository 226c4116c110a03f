import type { AvailabilityType } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { availabilityMessages as m } from '../availability-messages';
import { hoursOf, percentOf } from './figures-format';
import { FiguresTable, figureCell } from './figures-table';
import { TargetBadge } from './target-badge';

/** Each type with its IALA O-130 category and target, and whether it is below. */
export function TypeTable({ types }: { types: AvailabilityType[] }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      label={m.byType}
      columns={[m.type, m.assets, m.category, m.target, m.availability, m.downtime, m.failures, m.mttr]}
    >
      {types.map((type) => (
        <tr key={type.type ?? ''} className={type.belowTarget ? 'bg-red-50' : undefined}>
          <th scope="row" className={`${figureCell} text-left font-medium text-navy-900`}>
            {type.type ?? t(m.noType)}
          </th>
          <td className={figureCell}>{type.assets}</td>
          <td className={figureCell}>{type.category ?? t(m.none)}</td>
          <td className={figureCell}>
            <span className="mr-2">{type.target === null ? '' : percentOf(t, type.target)}</span>
            <TargetBadge target={type.target} below={type.belowTarget} />
          </td>
          <td className={`${figureCell} font-semibold`}>{percentOf(t, type.availability)}</td>
          <td className={figureCell}>{hoursOf(t, type.downtimeMs)}</td>
          <td className={figureCell}>{type.failures}</td>
          <td className={figureCell}>{hoursOf(t, type.meanTimeToRepairMs)}</td>
        </tr>
      ))}
    </FiguresTable>
  );
}

/** Rounds as a table on a wide screen and cards on a phone; each name opens its round. */
import { Link } from 'react-router';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { roundKindLabel } from '@/lib/round-words';
import type { RoundView } from '../api/round-readers';
import { RoundProgressBar, missingLabel } from './round-progress';
import { RoundStatusBadge } from './round-status-badge';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

interface RoundsListProps {
  rounds: RoundView[];
  roundPath: (id: string) => string;
}

export function RoundsList({ rounds, roundPath }: RoundsListProps) {
  const { t } = useTranslation();
  return (
    <CardTable
      label={t(m.title)}
      columns={[
        { label: t(m.round) },
        { label: t(m.kind) },
        { label: t(m.status) },
        { label: t(m.due) },
        { label: t(m.progress) },
        { label: t(m.notFound), align: 'right' },
        { label: t(m.notExpected), align: 'right' },
      ]}
    >
      {rounds.map((round) => (
        <CardRow key={round._id}>
          <CardCell label={t(m.round)} primary>
            <Link
              to={roundPath(round._id)}
              className="inline-flex min-h-12 items-center break-words font-semibold text-navy-800 underline-offset-2 hover:underline sm:min-h-0"
            >
              {round.name}
            </Link>
          </CardCell>
          <CardCell label={t(m.kind)}>{roundKindLabel(round.kind)}</CardCell>
          <CardCell label={t(m.status)}>
            <RoundStatusBadge status={round.status} />
          </CardCell>
          <CardCell label={t(m.due)}>
            <span className="whitespace-nowrap tabular-nums">{round.dueOn ?? '—'}</span>
          </CardCell>
          <CardCell label={t(m.progress)}>
            <span className="block min-w-32">
              <span className="block whitespace-nowrap text-sm font-medium tabular-nums text-slate-900">
                {t(m.foundOf, { found: round.counts.found, expected: round.counts.expected })}
              </span>
              <RoundProgressBar counts={round.counts} label={t(m.progressOf, { name: round.name })} />
            </span>
          </CardCell>
          <CardCell label={t(missingLabel(round.status))} align="right">
            <span className="tabular-nums">{round.counts.missing}</span>
          </CardCell>
          <CardCell label={t(m.notExpected)} align="right">
            <span className="tabular-nums">{round.counts.unexpected}</span>
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

/** Rounds as a table on a wide screen and cards on a phone; each name opens its round. */
import { Link } from 'react-router';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { roundKindLabel } from '@/lib/round-words';
import type { RoundView } from '../api/round-readers';
import { RoundProgressBar } from './round-progress';
import { RoundStatusBadge } from './round-status-badge';

interface RoundsListProps {
  rounds: RoundView[];
  roundPath: (id: string) => string;
}

export function RoundsList({ rounds, roundPath }: RoundsListProps) {
  return (
    <CardTable
      label="Rounds"
      columns={[
        { label: 'Round' },
        { label: 'Kind' },
        { label: 'Status' },
        { label: 'Due' },
        { label: 'Progress' },
        { label: 'Missing', align: 'right' },
        { label: 'Not expected', align: 'right' },
      ]}
    >
      {rounds.map((round) => (
        <CardRow key={round._id}>
          <CardCell label="Round" primary>
            <Link
              to={roundPath(round._id)}
              className="inline-flex min-h-12 items-center break-words font-semibold text-navy-800 underline-offset-2 hover:underline sm:min-h-0"
            >
              {round.name}
            </Link>
          </CardCell>
          <CardCell label="Kind">{roundKindLabel(round.kind)}</CardCell>
          <CardCell label="Status">
            <RoundStatusBadge status={round.status} />
          </CardCell>
          <CardCell label="Due">
            <span className="whitespace-nowrap tabular-nums">{round.dueOn ?? '—'}</span>
          </CardCell>
          <CardCell label="Progress">
            <span className="block min-w-32">
              <span className="block whitespace-nowrap text-sm font-medium tabular-nums text-slate-900">
                {round.counts.found} of {round.counts.expected} found
              </span>
              <RoundProgressBar counts={round.counts} label={`${round.name} progress`} />
            </span>
          </CardCell>
          <CardCell label="Missing" align="right">
            <span className="tabular-nums">{round.counts.missing}</span>
          </CardCell>
          <CardCell label="Not expected" align="right">
            <span className="tabular-nums">{round.counts.unexpected}</span>
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

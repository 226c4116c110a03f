/** What a round is: scope, plan, people, due date, start and end. */
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import type { RoundView } from '../api/round-readers';

function scopeText(values: string[], all: string): string {
  return values.length > 0 ? values.join(', ') : all;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function RoundFacts({ round }: { round: RoundView }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      <Fact term="Locations">{scopeText(round.scope.locations, 'All locations')}</Fact>
      <Fact term="Types">{scopeText(round.scope.types, 'All types')}</Fact>
      {round.planName ? <Fact term="Inspection plan">{round.planName}</Fact> : null}
      <Fact term="People">
        {round.assignees.length > 0
          ? round.assignees.map((person) => person.username).join(', ')
          : 'Nobody assigned'}
      </Fact>
      <Fact term="Due">{round.dueOn ?? 'No due date'}</Fact>
      <Fact term="Started">
        {formatDateTime(round.startedAt, 'Unknown')}
        {round.createdBy ? ` by ${round.createdBy}` : ''}
      </Fact>
      {round.finishedAt ? (
        <Fact term="Finished">
          {formatDateTime(round.finishedAt, 'Unknown')}
          {round.finishedBy ? ` by ${round.finishedBy}` : ''}
        </Fact>
      ) : null}
      {round.assigneesMayFinish ? <Fact term="Finishing">Assignees may finish</Fact> : null}
    </dl>
  );
}

/** What a round is: scope, plan, people, due date, start and end. */
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';
import type { RoundView } from '../api/round-readers';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

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
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      <Fact term={t(m.locations)}>{scopeText(round.scope.locations, t(m.allLocations))}</Fact>
      <Fact term={t(m.types)}>{scopeText(round.scope.types, t(m.allTypes))}</Fact>
      {round.planName ? <Fact term={t(m.inspectionPlan)}>{round.planName}</Fact> : null}
      <Fact term={t(m.people)}>
        {round.assignees.length > 0
          ? round.assignees.map((person) => person.username).join(', ')
          : t(m.nobodyAssigned)}
      </Fact>
      <Fact term={t(m.due)}>{round.dueOn ?? t(m.noDueDate)}</Fact>
      <Fact term={t(m.started)}>
        {formatDateTime(round.startedAt, t(m.unknown))}
        {round.createdBy ? t(m.by, { name: round.createdBy }) : ''}
      </Fact>
      {round.finishedAt ? (
        <Fact term={t(m.finishedAt)}>
          {formatDateTime(round.finishedAt, t(m.unknown))}
          {round.finishedBy ? t(m.by, { name: round.finishedBy }) : ''}
        </Fact>
      ) : null}
      {round.assigneesMayFinish ? <Fact term={t(m.finishingFact)}>{t(m.assigneesMayFinish)}</Fact> : null}
    </dl>
  );
}

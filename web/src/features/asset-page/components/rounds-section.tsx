/** The asset's rounds: where it stood in each (found, missing, not expected), when and by whom. */
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { RoundStateBadge } from '@/components/ui/round-state-badge';
import { messageOr } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { roundKindLabel } from '@/lib/round-words';
import { useAssetRounds } from '../api/get-rounds';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

interface RoundsSectionProps {
  assetId: string;
  roundPath: (id: string) => string;
}

export function RoundsSection({ assetId, roundPath }: RoundsSectionProps) {
  const { t } = useTranslation();
  const rounds = useAssetRounds(assetId);
  let body;
  if (rounds.isPending) body = <ListState kind="loading" message={t(m.loadingRounds)} />;
  else if (rounds.isError)
    body = <ListState kind="error" message={messageOr(rounds.error, t(m.roundsFailed))} />;
  else if (rounds.data.length === 0) body = <ListState kind="empty" message={t(m.noRounds)} />;
  else
    body = (
      <ul className="divide-y divide-slate-100" aria-label={t(m.rounds)}>
        {rounds.data.map((round) => (
          <li key={round.roundId} className="space-y-1 px-5 py-3" data-testid="asset-round">
            <p className="flex flex-wrap items-center gap-2">
              <Link
                to={roundPath(round.roundId)}
                className="inline-flex min-h-12 items-center font-semibold text-navy-800 underline-offset-2 hover:underline sm:min-h-0"
              >
                {round.name}
              </Link>
              <RoundStateBadge state={round.state} />
            </p>
            <p className="text-sm text-slate-700">
              {roundKindLabel(round.kind)}
              {' · '}
              {round.markedAt
                ? round.markedBy
                  ? t(m.scannedAtBy, { time: formatDateTime(round.markedAt, ''), user: round.markedBy })
                  : t(m.scannedAt, { time: formatDateTime(round.markedAt, '') })
                : t(m.startedAt, { time: formatDateTime(round.startedAt, '') })}
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <Card>
      <CardHeader title={t(m.rounds)} />
      {body}
    </Card>
  );
}

/** /<area>/rounds/:id: one round, live: progress, lists by state, scanning, finishing and its reports. */
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ArrowLeft, MoreHorizontal, Pencil, ScanLine, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { PageLoader } from '@/components/ui/page-loader';
import { OfflineDataNote } from '@/components/ui/offline-data-note';
import { TakeOfflineButton } from '@/components/offline/take-offline-button';
import { paths } from '@/config/paths';
import { messageOr } from '@/lib/error-message';
import { roundKindLabel } from '@/lib/round-words';
import { useRound } from './api/get-round';
import { useMoveAsset } from './api/move-asset';
import type { RoundView } from './api/round-readers';
import { EditRoundDialog } from './components/edit-round-dialog';
import { FinishRound } from './components/finish-round';
import { ReportButtons } from './components/report-buttons';
import { RoundFacts } from './components/round-facts';
import { RoundItems } from './components/round-items';
import { RoundCounts, RoundProgressBar } from './components/round-progress';
import { RoundStatusBadge } from './components/round-status-badge';
import { unlockSound } from './scan/scan-signal';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from './round-messages';

// The camera and its controls load only when scanning starts.
const RoundScanner = lazy(() => import('./scan/round-scanner').then((m) => ({ default: m.RoundScanner })));

type Area = 'user' | 'admin';

/** The scan mode lives in the address, so the way back from an inspection returns to it. */
const SCAN_MODE = 'scan';

function inspectPathFor(area: Area, round: RoundView): ((assetId: string) => string) | null {
  const planId = round.planId;
  if (round.kind !== 'inspection' || !planId) return null;
  const back = `${paths[area].round(round._id)}?mode=${SCAN_MODE}`;
  return (assetId) => `${paths[area].inspect(assetId, planId)}?return=${encodeURIComponent(back)}`;
}

export function RoundPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const round = useRound(id);
  const { search } = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [moreShown, setMoreShown] = useState(false);
  const move = useMoveAsset(id);
  const scanning = new URLSearchParams(search).get('mode') === SCAN_MODE;

  const back = (
    <Link
      to={paths[area].rounds}
      className="inline-flex min-h-12 items-center gap-2 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t(m.title)}
    </Link>
  );
  if (round.isPending) return <PageLoader label={t(m.loadingRound)} />;
  if (round.isError)
    return (
      <div className="mx-auto max-w-5xl">
        {back}
        <Card>
          <ListState kind="error" message={messageOr(round.error, t(m.loadRoundFailed))} />
        </Card>
      </div>
    );

  const data = round.data;
  const open = data.status === 'open';
  const canScan = open && data.can.mark;
  const canMove = canScan && data.scope.locations.length === 1;

  const scanMode = canScan && scanning;
  const offline = (
    <>
      <OfflineDataNote storedAt={data.storedAt} />
      {open && data.storedAt === undefined ? (
        <TakeOfflineButton request={{ kind: 'round', roundId: data._id, label: data.name }} />
      ) : null}
    </>
  );

  function setScanning(on: boolean) {
    if (on) unlockSound();
    void navigate({ search: on ? `?mode=${SCAN_MODE}` : '' }, { replace: true });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      {back}
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
            {data.name}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700">
            <span>{roundKindLabel(data.kind)}</span>
            <RoundStatusBadge status={data.status} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canScan ? (
            scanning ? (
              <Button variant="secondary" size="lg" onClick={() => setScanning(false)}>
                <Square className="h-5 w-5" aria-hidden="true" />
                {t(m.stopScanning)}
              </Button>
            ) : (
              <Button variant="accent" size="lg" onClick={() => setScanning(true)}>
                <ScanLine className="h-5 w-5" aria-hidden="true" />
                {t(m.scanLabels)}
              </Button>
            )
          ) : null}
          {scanMode ? (
            // On a phone the camera comes first: the round's other actions wait behind one tap.
            <Button
              variant="secondary"
              size="lg"
              className="lg:hidden"
              aria-expanded={moreShown}
              aria-controls="round-actions"
              onClick={() => setMoreShown((shown) => !shown)}
            >
              <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
              {t(m.moreActions)}
            </Button>
          ) : null}
          <div
            id="round-actions"
            className={scanMode && !moreShown ? 'hidden flex-wrap gap-2 lg:flex' : 'flex flex-wrap gap-2'}
          >
            {open && data.can.finish ? <FinishRound round={data} /> : null}
            {data.can.edit ? (
              <Button variant="secondary" size="lg" onClick={() => setEditing(true)}>
                <Pencil className="h-5 w-5" aria-hidden="true" />
                {t(m.edit)}
              </Button>
            ) : null}
            <ReportButtons round={data} />
          </div>
        </div>
      </header>

      {scanMode ? null : offline}

      {scanMode ? (
        <Suspense fallback={<PageLoader label={t(m.startingScanner)} />}>
          <RoundScanner round={data} canMove={canMove} inspectPath={inspectPathFor(area, data)} />
        </Suspense>
      ) : null}

      {scanMode ? offline : null}

      <Card className="space-y-5 p-4 sm:p-6">
        <div className="space-y-2">
          <p className="text-lg font-semibold text-navy-900" data-testid="round-progress">
            {t(m.foundOf, { found: data.counts.found, expected: data.counts.expected })}
          </p>
          <RoundProgressBar counts={data.counts} label={t(m.found)} size="lg" />
        </div>
        <RoundCounts counts={data.counts} status={data.status} />
        <RoundFacts round={data} />
      </Card>

      <Card className="overflow-hidden">
        <RoundItems
          round={data}
          assetPath={paths[area].asset}
          onMove={
            canMove
              ? (assetId) =>
                  move.mutate(assetId, {
                    onError: (error) => toast.error(messageOr(error, translate(m.moveFailed))),
                  })
              : null
          }
          moving={move.isPending}
        />
      </Card>

      {editing ? <EditRoundDialog round={data} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

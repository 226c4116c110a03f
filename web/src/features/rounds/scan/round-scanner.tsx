/** The round's scan mode, phone first: the camera with the running count over it, the result, and the ways without one. */
import { Link } from 'react-router';
import { ClipboardCheck, LocateFixed, LocateOff, Loader2, MapPinned } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CameraView } from '@/components/scanner/camera-view';
import { FileScan } from '@/components/scanner/file-scan';
import { messageOr } from '@/lib/error-message';
import type { RoundView } from '../api/round-readers';
import { CodeEntryForm } from './code-entry-form';
import { ScanBanner } from './scan-banner';
import type { ScanEntry } from './scan-feedback';
import { ScanLog } from './scan-log';
import { useRoundScan } from './use-round-scan';
import type { PositionState } from './use-position-watch';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

interface RoundScannerProps {
  round: RoundView;
  /** Whether "move here" applies: an open round scoped to exactly one location. */
  canMove: boolean;
  /** The inspection form of an inspection round's plan for an asset, coming back to this scan. */
  inspectPath: ((assetId: string) => string) | null;
}

function PositionNote({ state, accuracy }: { state: PositionState; accuracy: number | null }) {
  const { t } = useTranslation();
  if (state === 'locating')
    return (
      <span className="inline-flex items-center gap-1.5">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t(m.findingPosition)}
      </span>
    );
  if (state === 'found')
    return (
      <span className="inline-flex items-center gap-1.5">
        <LocateFixed className="h-4 w-4 text-green-700" aria-hidden="true" />
        {accuracy !== null
          ? t(m.positionAttachedWithin, { metres: Math.round(accuracy) })
          : t(m.positionAttached)}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1.5">
      <LocateOff className="h-4 w-4" aria-hidden="true" /> {t(m.noPosition)}
    </span>
  );
}

export function RoundScanner({ round, canMove, inspectPath }: RoundScannerProps) {
  const { t } = useTranslation();
  const scan = useRoundScan(round._id);
  const latest = scan.log[0];
  const { found, expected, unexpected } = round.counts;

  function actionsFor(entry: ScanEntry | undefined) {
    if (!entry?.assetId) return null;
    const { assetId } = entry;
    const move =
      canMove && entry.outcome === 'unexpected' ? (
        <Button
          variant="secondary"
          size="lg"
          onClick={() => scan.moveHere(assetId)}
          disabled={scan.moving}
          className="h-14"
        >
          <MapPinned className="h-5 w-5" aria-hidden="true" />
          {scan.moving ? t(m.moving) : t(m.moveHereTo, { location: round.scope.locations[0] ?? '' })}
        </Button>
      ) : null;
    const inspect =
      inspectPath &&
      (entry.outcome === 'found' || entry.outcome === 'unexpected' || entry.outcome === 'moved') ? (
        <Link to={inspectPath(assetId)} className={`${buttonClasses('secondary', 'lg')} h-14`}>
          <ClipboardCheck className="h-5 w-5" aria-hidden="true" />
          {t(m.inspect)}
        </Link>
      ) : null;
    return move || inspect ? (
      <>
        {move}
        {inspect}
      </>
    ) : null;
  }

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <CameraView
        camera={scan.camera}
        videoRef={scan.videoRef}
        overlay={
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <p className="text-2xl font-bold tabular-nums" data-testid="scan-count">
              {t(m.foundCount, { found, expected })}
            </p>
            <p className="text-base font-semibold tabular-nums">
              {t(m.notExpectedCount, { count: unexpected })}
            </p>
          </div>
        }
      />
      <ScanBanner entry={latest} actions={actionsFor(latest)} />
      {scan.moveError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {messageOr(scan.moveError, t(m.moveFailedScan))}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        <PositionNote state={scan.position.state} accuracy={scan.position.accuracy} />
      </p>
      {scan.fileProblem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {scan.fileProblem}
        </p>
      ) : null}
      <CodeEntryForm onCode={scan.submitCode} />
      <FileScan busy={scan.readingFile} onFile={scan.scanFile} />
      <ScanLog entries={scan.log} />
    </Card>
  );
}

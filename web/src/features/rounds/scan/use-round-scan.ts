/**
 * Scanning a round: the camera keeps running, and every label read marks its asset (a label still in view
 * is not sent again); typed codes and photos go the same way. Each outcome is shown, heard and felt.
 */
import { useReducer, useRef, useState } from 'react';
import { OBJECT_ID_PATTERN } from '@harbour/contract';
import { useCameraScanner } from '@/lib/scanner/camera/use-camera-scanner';
import { loadQrDecoder } from '@harbour/scanner';
import { parseQrPayload } from '@/lib/scanner/parse-qr-payload';
import { useMarkAsset } from '../api/mark-asset';
import { useMoveAsset } from '../api/move-asset';
import { RepeatFilter } from './repeat-filter';
import { answerOutcome, refusal, scanLogReducer, signalFor, type ScanOutcome } from './scan-feedback';
import { playSignal } from './scan-signal';
import { usePositionWatch } from './use-position-watch';
import { translate } from '@/i18n/translator';
import { roundMessages as m } from '../round-messages';

/** The asset id a code names, when it is one of our labels (an id, a label URL or a JSON payload). */
function assetIdOf(code: string): string | null {
  const parsed = parseQrPayload(code);
  return parsed.ok && OBJECT_ID_PATTERN.test(parsed.assetId) ? parsed.assetId : null;
}

function signal(outcome: ScanOutcome): void {
  const kind = signalFor(outcome);
  if (kind) playSignal(kind);
}

export function useRoundScan(roundId: string) {
  const mark = useMarkAsset(roundId);
  const move = useMoveAsset(roundId);
  const [log, dispatch] = useReducer(scanLogReducer, []);
  const repeats = useRef(new RepeatFilter());
  const nextId = useRef(1);
  const position = usePositionWatch();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [readingFile, setReadingFile] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  function submitCode(code: string): void {
    const assetId = assetIdOf(code);
    const id = nextId.current;
    nextId.current += 1;
    dispatch({ type: 'read', id, code, assetId });
    if (!assetId) {
      signal('unknown');
      return;
    }
    const at = position.current();
    mark.mutateAsync({ assetId, ...(at ? { position: at } : {}) }).then(
      (answer) => {
        dispatch({
          type: 'answered',
          id,
          result: answer.result,
          assetName: answer.assetName,
          offline: answer.offline,
        });
        signal(answerOutcome(answer.result));
      },
      (error: unknown) => {
        dispatch({ type: 'refused', id, error });
        signal(refusal(error).outcome);
      },
    );
  }

  const camera = useCameraScanner(
    videoRef,
    (text) => {
      if (repeats.current.isFresh(assetIdOf(text) ?? text.trim(), Date.now())) submitCode(text);
    },
    { continuous: true },
  );

  function scanFile(file: File): void {
    setFileProblem(null);
    setReadingFile(true);
    loadQrDecoder()
      .then((decoder) => decoder.decodeFile(file))
      .then((result) => {
        if (result) submitCode(result.text);
        else setFileProblem(translate(m.noQrInImage));
      })
      .catch(() => setFileProblem(translate(m.imageFailed)))
      .finally(() => setReadingFile(false));
  }

  function moveHere(assetId: string): void {
    move.mutate(assetId, { onSuccess: () => dispatch({ type: 'moved', assetId }) });
  }

  return {
    camera,
    videoRef,
    log,
    position,
    submitCode,
    scanFile,
    readingFile,
    fileProblem,
    dismissFileProblem: () => setFileProblem(null),
    moveHere,
    moving: move.isPending,
    moveError: move.error,
  };
}

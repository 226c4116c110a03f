/**
 * The scan flow: a read stops the camera, fetches the asset, records the scan and opens
 * the details; an error shows in the banner and scanning restarts; closing the details restarts the scanner.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { parseLabelCode } from '@/lib/scanner/parse-qr-payload';
import type { ScannedAsset } from './api/get-asset';
import { useScanAsset } from './api/use-scan-asset';
import { useCameraScanner } from '@/lib/scanner/camera/use-camera-scanner';
import { loadQrDecoder } from '@harbour/scanner';
import { useRecentPosition } from '@/lib/use-recent-position';
import { scanErrorMessage } from './scan-error-message';
import { prefetchScanDueItems } from './components/lazy-scan-due-items';
import { warmScanAnswer } from './warm-scan-answer';
import { translate } from '@/i18n/translator';
import { scannerMessages as m } from './scanner-messages';

const VIBRATION_MS = 200;
/** After its details close, the same code is not read again for this long: the label is usually still in view. */
const SAME_CODE_PAUSE_MS = 1500;

function vibrate(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION_MS);
}

export function useScanFlow() {
  const scan = useScanAsset();
  const navigate = useNavigate();
  const [asset, setAsset] = useState<ScannedAsset | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [readingFile, setReadingFile] = useState(false);
  /** Set from a read until its details close: the same code is never handled twice meanwhile. */
  const handling = useRef(false);
  const lastRead = useRef<{ text: string; closedAt: number } | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const camera = useCameraScanner(videoRef, (text) => handleRead(text), {
    accept: (text) => !isJustClosed(text),
  });

  // A scan sends where the phone stands when it already knows: followed while the scanner is open.
  useRecentPosition();
  const cameraLive = camera.state === 'scanning' && !camera.starting;
  useEffect(() => {
    if (cameraLive) warmScanAnswer();
  }, [cameraLive]);

  function isJustClosed(text: string): boolean {
    const last = lastRead.current;
    return last?.text === text && Date.now() - last.closedAt < SAME_CODE_PAUSE_MS;
  }

  // start() checks the scanner's current state itself: `camera.state` here may be from an older render.
  function restartScanner(): void {
    camera.start();
  }

  function fail(message: string): void {
    handling.current = false;
    // The same failing code is tried again after the pause, not at every frame.
    if (lastRead.current) lastRead.current = { ...lastRead.current, closedAt: Date.now() };
    setError(message);
    restartScanner();
  }

  function handleRead(text: string): void {
    if (handling.current) return;
    // A blank label's code opens its own page: the asset it is linked to, or linking it (labels).
    const labelCode = parseLabelCode(text);
    if (labelCode) {
      camera.stop();
      void navigate(paths.labelCode.build(labelCode));
      return;
    }
    handling.current = true;
    lastRead.current = { text, closedAt: Number.POSITIVE_INFINITY };
    camera.stop();
    setError(null);
    prefetchScanDueItems();
    scan.mutate(text, {
      onSuccess: (found) => {
        setAsset(found);
        vibrate();
      },
      onError: (cause) => fail(scanErrorMessage(cause)),
    });
  }

  function scanFile(file: File): void {
    if (handling.current) return;
    setError(null);
    setReadingFile(true);
    loadQrDecoder()
      .then((decoder) => decoder.decodeFile(file))
      .then((result) => {
        if (result) handleRead(result.text);
        else setError(translate(m.noQrInImage));
      })
      .catch((cause: unknown) => setError(scanErrorMessage(cause)))
      .finally(() => setReadingFile(false));
  }

  function closeDetails(): void {
    if (lastRead.current) lastRead.current = { ...lastRead.current, closedAt: Date.now() };
    setAsset(null);
    scan.reset();
    handling.current = false;
    restartScanner();
  }

  return {
    camera,
    videoRef,
    asset,
    error,
    dismissError: () => setError(null),
    loading: scan.isPending,
    readingFile,
    scanFile,
    closeDetails,
  };
}

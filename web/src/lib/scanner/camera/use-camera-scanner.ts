/**
 * The camera scanner as React sees it: the scanner state machine driving a CameraScanner,
 * with the camera released whenever the tab is hidden or the page is left.
 */
import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import { loadQrDecoder } from '@harbour/scanner';
import { transition, type ScannerAction, type ScannerState } from '../scanner-state';
import { CameraScanner, listCameras } from './camera-scanner';
import { cameraViewReducer, initialCameraView, type CameraViewState } from './camera-view-state';
import { CAMERA_MESSAGES, cameraErrorMessage } from './camera-error';
import { forgetPermission, readScannerMemory, rememberCamera } from './scanner-memory';

export interface CameraControls extends CameraViewState {
  start: () => void;
  stop: () => void;
  selectCamera: (deviceId: string) => void;
  toggleTorch: () => void;
  setZoom: (value: number) => void;
}

function unavailableMessage(): string | null {
  if (!window.isSecureContext) return CAMERA_MESSAGES.insecureContext;
  if (!navigator.mediaDevices?.getUserMedia) return CAMERA_MESSAGES.noCamera;
  return null;
}

const isMissingDevice = (error: unknown) =>
  error instanceof DOMException && (error.name === 'OverconstrainedError' || error.name === 'NotFoundError');

export interface CameraScannerOptions {
  /** Codes it turns down are ignored and scanning goes on. */
  accept?: (text: string) => boolean;
  /** Keep scanning after a read (a round's walk, label after label), instead of stopping at the first. */
  continuous?: boolean;
}

/** `videoRef` is the <video> the camera plays in; the caller renders it. */
export function useCameraScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  onRead: (text: string) => void,
  { accept = () => true, continuous = false }: CameraScannerOptions = {},
): CameraControls {
  const scannerRef = useRef<CameraScanner | null>(null);
  const stateRef = useRef<ScannerState>('not-started');
  const onReadRef = useRef(onRead);
  const acceptRef = useRef(accept);
  const continuousRef = useRef(continuous);
  const [view, dispatch] = useReducer(cameraViewReducer, null, () =>
    initialCameraView(readScannerMemory().lastUsedCameraId),
  );
  // The camera to open, read by the callbacks at once (a choice and a restart come in the same tick).
  const cameraIdRef = useRef(view.cameraId);

  useEffect(() => {
    onReadRef.current = onRead;
    acceptRef.current = accept;
    continuousRef.current = continuous;
  });

  const move = useCallback((action: ScannerAction): boolean => {
    const next = transition(stateRef.current, action);
    if (!next.ok) return false;
    stateRef.current = next.state;
    dispatch({ type: 'moved', state: next.state });
    return true;
  }, []);

  const release = useCallback(() => {
    scannerRef.current?.stop();
    dispatch({ type: 'released' });
  }, []);

  const openCamera = useCallback(async () => {
    const problem = unavailableMessage();
    if (problem) throw new DOMException(problem, 'NotSupportedError');
    const video = videoRef.current;
    if (!video) throw new DOMException(CAMERA_MESSAGES.startFailed, 'InvalidStateError');
    if (!scannerRef.current) {
      const decoder = loadQrDecoder();
      decoder.catch(() => {
        scannerRef.current?.stop();
        scannerRef.current = null;
        if (move('stop')) dispatch({ type: 'failed', message: CAMERA_MESSAGES.decoderFailed });
      });
      scannerRef.current = new CameraScanner(video, decoder, (text) => {
        if (!acceptRef.current(text)) return false;
        if (continuousRef.current) {
          onReadRef.current(text);
          return false;
        }
        scannerRef.current?.stop();
        if (move('stop')) onReadRef.current(text);
        return true;
      });
    }
    const scanner = scannerRef.current;
    const wanted = cameraIdRef.current;
    const started = await scanner.start(wanted).catch((error: unknown) => {
      if (wanted && isMissingDevice(error)) return scanner.start(null);
      throw error;
    });
    rememberCamera(started.deviceId);
    cameraIdRef.current = started.deviceId;
    dispatch({ type: 'opened', camera: started });
    dispatch({ type: 'listed', cameras: await listCameras() });
  }, [move, videoRef]);

  const run = useCallback(() => {
    dispatch({ type: 'opening' });
    openCamera()
      .catch((error: unknown) => {
        if (stateRef.current !== 'scanning') return;
        if (error instanceof DOMException && error.name === 'NotAllowedError') forgetPermission();
        release();
        move('stop');
        dispatch({
          type: 'failed',
          message:
            error instanceof DOMException && error.name === 'NotSupportedError'
              ? error.message
              : cameraErrorMessage(error),
        });
      })
      .finally(() => dispatch({ type: 'settled' }));
  }, [openCamera, release, move]);

  const start = useCallback(() => {
    if (move('start')) run();
  }, [move, run]);

  const stop = useCallback(() => {
    if (move('stop')) release();
  }, [move, release]);

  const selectCamera = useCallback(
    (deviceId: string) => {
      cameraIdRef.current = deviceId;
      dispatch({ type: 'chosen', cameraId: deviceId });
      if (stateRef.current === 'scanning') run();
    },
    [run],
  );

  const toggleTorch = useCallback(() => {
    const scanner = scannerRef.current;
    if (!scanner) return;
    const wanted = !view.torchOn;
    scanner
      .setTorch(wanted)
      .then(() => dispatch({ type: 'torch', on: wanted }))
      .catch(() =>
        dispatch({
          type: 'failed',
          message: wanted ? CAMERA_MESSAGES.torchOnFailed : CAMERA_MESSAGES.torchOffFailed,
        }),
      );
  }, [view.torchOn]);

  const setZoom = useCallback((value: number) => {
    dispatch({ type: 'zoomed', value });
    void scannerRef.current?.setZoom(value).catch(() => undefined);
  }, []);

  // The scanner starts on load (one tick later, so a StrictMode re-mount opens the camera once);
  // leaving the page releases the camera.
  useEffect(() => {
    const timer = setTimeout(start, 0);
    return () => {
      clearTimeout(timer);
      release();
      move('stop');
    };
  }, [start, release, move]);

  // A hidden tab must not keep the camera: pause while hidden, resume when shown again.
  useEffect(() => {
    function onVisibilityChange() {
      if (document.hidden) {
        if (move('pause')) release();
      } else if (move('resume')) {
        run();
      }
    }
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [move, release, run]);

  return {
    ...view,
    start,
    stop,
    selectCamera,
    toggleTorch,
    setZoom,
  };
}

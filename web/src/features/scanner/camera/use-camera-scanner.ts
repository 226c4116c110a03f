/**
 * The camera scanner as React sees it: the state machine of SPEC.md section 4 driving a CameraScanner,
 * with the camera released whenever the tab is hidden or the page is left.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { loadQrDecoder } from '../decode/load-decoder';
import { transition, type ScannerAction, type ScannerState } from '../scanner-state';
import { CameraScanner, listCameras, type ZoomRange } from './camera-scanner';
import { CAMERA_MESSAGES, cameraErrorMessage } from './camera-messages';
import { forgetPermission, readScannerMemory, rememberCamera } from './scanner-memory';

export interface CameraControls {
  state: ScannerState;
  /** True from the start request until the first frame can be decoded. */
  starting: boolean;
  /** A camera problem to show (no camera, permission, insecure context, torch failure). */
  message: string | null;
  cameras: MediaDeviceInfo[];
  cameraId: string | null;
  torchSupported: boolean;
  torchOn: boolean;
  zoom: ZoomRange | null;
  zoomValue: number;
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

/** `videoRef` is the <video> the camera plays in; the caller renders it. */
export function useCameraScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  onRead: (text: string) => void,
  /** Codes it turns down are ignored and scanning goes on. */
  accept: (text: string) => boolean = () => true,
): CameraControls {
  const scannerRef = useRef<CameraScanner | null>(null);
  const stateRef = useRef<ScannerState>('not-started');
  const onReadRef = useRef(onRead);
  const acceptRef = useRef(accept);
  const [state, setState] = useState<ScannerState>('not-started');
  const [starting, setStarting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(() => readScannerMemory().lastUsedCameraId);
  const cameraIdRef = useRef(cameraId);
  const [torchSupported, setTorchSupported] = useState(false);
  const [torchOn, setTorchOn] = useState(false);
  const [zoom, setZoomRange] = useState<ZoomRange | null>(null);
  const [zoomValue, setZoomValue] = useState(1);

  useEffect(() => {
    onReadRef.current = onRead;
    acceptRef.current = accept;
  });

  const move = useCallback((action: ScannerAction): boolean => {
    const next = transition(stateRef.current, action);
    if (!next.ok) return false;
    stateRef.current = next.state;
    setState(next.state);
    return true;
  }, []);

  const release = useCallback(() => {
    scannerRef.current?.stop();
    setTorchOn(false);
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
        if (move('stop')) setMessage(CAMERA_MESSAGES.decoderFailed);
      });
      scannerRef.current = new CameraScanner(video, decoder, (text) => {
        if (!acceptRef.current(text)) return false;
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
    setCameraId(started.deviceId);
    setTorchSupported(started.torchSupported);
    setZoomRange(started.zoom);
    setZoomValue(started.zoom?.min ?? 1);
    setCameras(await listCameras());
  }, [move, videoRef]);

  const run = useCallback(() => {
    setMessage(null);
    setStarting(true);
    openCamera()
      .catch((error: unknown) => {
        if (stateRef.current !== 'scanning') return;
        if (error instanceof DOMException && error.name === 'NotAllowedError') forgetPermission();
        release();
        move('stop');
        setMessage(
          error instanceof DOMException && error.name === 'NotSupportedError'
            ? error.message
            : cameraErrorMessage(error),
        );
      })
      .finally(() => setStarting(false));
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
      setCameraId(deviceId);
      if (stateRef.current === 'scanning') run();
    },
    [run],
  );

  const toggleTorch = useCallback(() => {
    const scanner = scannerRef.current;
    if (!scanner) return;
    const wanted = !torchOn;
    scanner
      .setTorch(wanted)
      .then(() => setTorchOn(wanted))
      .catch(() => setMessage(wanted ? CAMERA_MESSAGES.torchOnFailed : CAMERA_MESSAGES.torchOffFailed));
  }, [torchOn]);

  const setZoom = useCallback((value: number) => {
    setZoomValue(value);
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
    state,
    starting,
    message,
    cameras,
    cameraId,
    torchSupported,
    torchOn,
    zoom,
    zoomValue,
    start,
    stop,
    selectCamera,
    toggleTorch,
    setZoom,
  };
}

/** What the camera controls show, and every way it changes, as one pure reducer (use-camera-scanner.ts runs it). */
import type { ScannerState } from '../scanner-state';
import type { StartedCamera, ZoomRange } from './camera-scanner';

export interface CameraViewState {
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
}

export type CameraEvent =
  /** The life-cycle moved (scanner-state.ts decides whether it may). */
  | { type: 'moved'; state: ScannerState }
  | { type: 'opening' }
  | { type: 'opened'; camera: StartedCamera }
  | { type: 'listed'; cameras: MediaDeviceInfo[] }
  /** The start attempt is over, whether it worked or not. */
  | { type: 'settled' }
  | { type: 'failed'; message: string }
  /** The camera was let go: a torch goes out with it. */
  | { type: 'released' }
  | { type: 'chosen'; cameraId: string }
  | { type: 'torch'; on: boolean }
  | { type: 'zoomed'; value: number };

export function initialCameraView(cameraId: string | null): CameraViewState {
  return {
    state: 'not-started',
    starting: false,
    message: null,
    cameras: [],
    cameraId,
    torchSupported: false,
    torchOn: false,
    zoom: null,
    zoomValue: 1,
  };
}

export function cameraViewReducer(view: CameraViewState, event: CameraEvent): CameraViewState {
  switch (event.type) {
    case 'moved':
      return { ...view, state: event.state };
    case 'opening':
      return { ...view, message: null, starting: true };
    case 'opened': {
      const { deviceId, torchSupported, zoom } = event.camera;
      return { ...view, cameraId: deviceId, torchSupported, zoom, zoomValue: zoom?.min ?? 1 };
    }
    case 'listed':
      return { ...view, cameras: event.cameras };
    case 'settled':
      return { ...view, starting: false };
    case 'failed':
      return { ...view, message: event.message };
    case 'released':
      return { ...view, torchOn: false };
    case 'chosen':
      return { ...view, cameraId: event.cameraId };
    case 'torch':
      return { ...view, torchOn: event.on };
    case 'zoomed':
      return { ...view, zoomValue: event.value };
  }
}

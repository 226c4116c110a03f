/**
 * Owns one camera stream and the 10 frames-per-second decode loop on it. Every stop releases the camera
 * (each track stopped, so the browser's camera light goes out).
 */
import type { QrDecoder } from '@harbour/scanner';
import { stopStream, videoConstraints } from './camera-stream';
import { takeEarlyStream } from './early-stream';

const FRAMES_PER_SECOND = 10;
const FRAME_INTERVAL_MS = 1000 / FRAMES_PER_SECOND;
/** Frames are decoded at most this large: enough for a label, fast on a phone. */
const MAX_FRAME_SIDE = 1280;

export interface ZoomRange {
  min: number;
  max: number;
  step: number;
}

export interface StartedCamera {
  deviceId: string | null;
  torchSupported: boolean;
  zoom: ZoomRange | null;
}

/** The library defaults: zoom 1 to 5 in steps of 0.1, within what the camera allows. */
function zoomRange(capabilities: MediaTrackCapabilities): ZoomRange | null {
  const zoom = capabilities.zoom;
  if (!zoom || typeof zoom.min !== 'number' || typeof zoom.max !== 'number') return null;
  const min = Math.max(1, zoom.min);
  const max = Math.min(5, zoom.max);
  return max > min ? { min, max, step: 0.1 } : null;
}

function capabilitiesOf(track: MediaStreamTrack): MediaTrackCapabilities {
  return typeof track.getCapabilities === 'function' ? track.getCapabilities() : {};
}

export class CameraScanner {
  private stream: MediaStream | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped on every start and stop, so a frame decoded after a stop is thrown away. */
  private generation = 0;
  private readonly canvas = document.createElement('canvas');

  constructor(
    private readonly video: HTMLVideoElement,
    /** Still loading while the camera starts: both take a moment, so they overlap. */
    private readonly decoder: Promise<QrDecoder>,
    /** Returns false to let the scanning go on (a code the caller does not want now). */
    private readonly onRead: (text: string) => boolean,
  ) {}

  async start(deviceId: string | null): Promise<StartedCamera> {
    this.stop();
    const generation = this.generation;
    const stream = await (takeEarlyStream(deviceId) ??
      navigator.mediaDevices.getUserMedia({ video: videoConstraints(deviceId), audio: false }));
    if (generation !== this.generation) {
      stopStream(stream);
      throw new DOMException('The scanner was stopped while the camera started', 'AbortError');
    }
    this.stream = stream;
    this.video.srcObject = stream;
    this.video.muted = true;
    this.video.playsInline = true;
    await this.video.play();
    const track = stream.getVideoTracks()[0];
    const capabilities = track ? capabilitiesOf(track) : {};
    this.schedule(generation, 0);
    return {
      deviceId: track?.getSettings().deviceId ?? deviceId,
      torchSupported: capabilities.torch === true,
      zoom: zoomRange(capabilities),
    };
  }

  stop(): void {
    this.generation += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.stream) stopStream(this.stream);
    this.stream = null;
    this.video.pause();
    this.video.srcObject = null;
  }

  async setTorch(on: boolean): Promise<void> {
    const track = this.stream?.getVideoTracks()[0];
    if (!track) throw new Error('No camera is running');
    await track.applyConstraints({ advanced: [{ torch: on }] });
  }

  async setZoom(value: number): Promise<void> {
    const track = this.stream?.getVideoTracks()[0];
    if (!track) return;
    await track.applyConstraints({ advanced: [{ zoom: value }] });
  }

  private schedule(generation: number, delay: number): void {
    this.timer = setTimeout(() => {
      void this.tick(generation);
    }, delay);
  }

  private async tick(generation: number): Promise<void> {
    const started = performance.now();
    const text = await this.decodeCurrentFrame().catch(() => null);
    if (generation !== this.generation) return;
    if (text !== null && this.onRead(text)) return;
    this.schedule(generation, Math.max(0, FRAME_INTERVAL_MS - (performance.now() - started)));
  }

  private async decodeCurrentFrame(): Promise<string | null> {
    const { video, canvas } = this;
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
    // The middle square, as the square view shows it (a camera that ignored the square ask is cropped here).
    const side = Math.min(video.videoWidth, video.videoHeight);
    const size = Math.round(side * Math.min(1, MAX_FRAME_SIDE / side));
    if (canvas.width !== size) canvas.width = size;
    if (canvas.height !== size) canvas.height = size;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    const left = (video.videoWidth - side) / 2;
    const top = (video.videoHeight - side) / 2;
    context.drawImage(video, left, top, side, side, 0, 0, size, size);
    const { data } = context.getImageData(0, 0, size, size);
    const decoder = await this.decoder;
    return decoder.decodeFrame({ data, width: size, height: size });
  }
}

export async function listCameras(): Promise<MediaDeviceInfo[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === 'videoinput' && device.deviceId !== '');
}

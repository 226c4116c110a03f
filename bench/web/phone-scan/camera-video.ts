/**
 * What the phone's camera sees, for Chromium's fake camera: the label in the middle of a 1280x720 frame, from
 * the camera's first frame (the scanner opened while pointing at the label); an .mjpeg that Chromium plays at
 * 30 frames a second and loops. The same frame is kept as pixels, cropped to the middle square the scanner
 * decodes, for the baseline's single ZXing read.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FRAME = { width: 1280, height: 720 } as const;
const FPS = 30;
const SECONDS = 10;
/** The label's side in the frame: a label a hand's length from a phone. */
const LABEL_SIDE = 420;

export interface CameraVideo {
  /** The .mjpeg for --use-file-for-fake-video-capture. */
  video: string;
  /** The frame as RGBA, its middle square (the scanner's crop), FRAME.height a side. */
  square: Buffer;
  remove(): void;
}

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);

export function cameraVideoOfLabel(png: Buffer): CameraVideo {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-phone-scan-'));
  const label = path.join(dir, 'label.png');
  const square = path.join(dir, 'square.rgba');
  const video = path.join(dir, 'camera.mjpeg');
  writeFileSync(label, png);
  const { width, height } = FRAME;
  const pad = `scale=${LABEL_SIDE}:${LABEL_SIDE},pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:white`;
  ffmpeg([
    '-i',
    label,
    '-vf',
    `${pad},crop=${height}:${height}`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    square,
  ]);
  ffmpeg(
    [
      '-loop',
      '1',
      '-framerate',
      String(FPS),
      '-t',
      String(SECONDS),
      '-i',
      label,
      '-vf',
      `${pad},format=yuvj420p`,
    ].concat(['-q:v', '3', '-f', 'mjpeg', video]),
  );
  return {
    video,
    square: readFileSync(square),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

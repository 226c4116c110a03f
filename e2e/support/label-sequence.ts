/**
 * Chromium's fake camera walking past several QR labels in turn: each label in view for a while, then an
 * empty white frame (the walk to the next rack), looped by Chromium. A .y4m made with ffmpeg, as
 * fake-camera.ts makes its one-label video.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FPS = 5;
const SIZE = { width: 480, height: 360 };
const LABEL_SIDE = 300;

export interface LabelSequence {
  /** The video to pass to fakeCameraArgs. */
  video: string;
  /** Seconds each label is in view, and the empty seconds after it. */
  showSeconds: number;
  gapSeconds: number;
}

export function videoOfLabelSequence(
  labels: Buffer[],
  showSeconds: number,
  gapSeconds: number,
): LabelSequence {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-e2e-walk-'));
  const inputs: string[] = [];
  const filters: string[] = [];
  const parts: string[] = [];
  labels.forEach((png, index) => {
    const image = path.join(dir, `label-${index}.png`);
    writeFileSync(image, png);
    const label = index * 2;
    const gap = label + 1;
    inputs.push('-loop', '1', '-framerate', String(FPS), '-t', String(showSeconds), '-i', image);
    inputs.push(
      '-f',
      'lavfi',
      '-t',
      String(gapSeconds),
      '-i',
      `color=c=white:s=${SIZE.width}x${SIZE.height}:r=${FPS}`,
    );
    filters.push(
      `[${label}:v]scale=${LABEL_SIDE}:${LABEL_SIDE},pad=${SIZE.width}:${SIZE.height}:(ow-iw)/2:(oh-ih)/2:white,setsar=1,format=yuv420p[l${index}]`,
      `[${gap}:v]setsar=1,format=yuv420p[g${index}]`,
    );
    parts.push(`[l${index}][g${index}]`);
  });
  filters.push(`${parts.join('')}concat=n=${labels.length * 2}:v=1:a=0[walk]`);
  const video = path.join(dir, 'walk.y4m');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[walk]',
    '-r',
    String(FPS),
    video,
  ]);
  return { video, showSeconds, gapSeconds };
}

/** Chromium's fake camera showing a QR label: a one-frame .y4m video made from the label's PNG with ffmpeg. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function videoOfLabel(png: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-e2e-camera-'));
  const image = path.join(dir, 'label.png');
  const video = path.join(dir, 'label.y4m');
  writeFileSync(image, png);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-i',
    image,
    '-vf',
    'scale=300:300,pad=640:480:(ow-iw)/2:(oh-ih)/2:white,format=yuv420p',
    '-frames:v',
    '1',
    video,
  ]);
  return video;
}

export function fakeCameraArgs(video: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
}

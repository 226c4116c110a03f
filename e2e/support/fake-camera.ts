/** Chromium's fake camera showing a QR label: a one-frame .y4m video made from the label's PNG with ffmpeg. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * The label wrapped round a cylinder (a gas bottle, seen from far off), as a one-frame .y4m video: the
 * label covers `wrapDegrees` of arc, so its sides turn away and shrink as the cosine of the angle.
 */
export function videoOfCurvedLabel(png: Buffer, wrapDegrees: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harbour-e2e-camera-'));
  const image = path.join(dir, 'label.png');
  const flat = path.join(dir, 'label.gray');
  const curved = path.join(dir, 'curved.gray');
  const video = path.join(dir, 'curved.y4m');
  writeFileSync(image, png);
  const side = 400;
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args]);
  ffmpeg(['-i', image, '-vf', `scale=${side}:${side},format=gray`, '-f', 'rawvideo', flat]);
  const label = readFileSync(flat);
  const [width, height] = [640, 480];
  const radius = side / ((wrapDegrees * Math.PI) / 180);
  const frame = Buffer.alloc(width * height, 70);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const across = (x - width / 2) / radius;
      if (Math.abs(across) >= 1) continue;
      const u = Math.floor(Math.asin(across) * radius + side / 2);
      const v = y - height / 2 + side / 2;
      const paper = u >= 0 && u < side && v >= 0 && v < side ? label[v * side + u]! : 150;
      frame[y * width + x] = paper * (0.45 + 0.55 * Math.sqrt(1 - across * across));
    }
  }
  writeFileSync(curved, frame);
  ffmpeg(
    ['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${width}x${height}`, '-i', curved].concat([
      '-vf',
      'format=yuv420p',
      '-frames:v',
      '1',
      video,
    ]),
  );
  return video;
}

export function fakeCameraArgs(video: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
}

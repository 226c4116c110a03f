import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeQrImage } from './decode-qr-image';
import { createFrameDecoder } from './frame-decoder';
import { toGray, type PixelImage } from './gray-image';
import { fitHypotheses } from './label-fit';
import { loadZxingInNode, zxingDetect as detect } from './zxing-node';

const PAYLOAD = 'https://assets.harbour.example/a/65a1f0c2b3d4e5f6a7b8c9d0';

/**
 * A label wrapped round an upright cylinder, seen from far off (so straight on, no perspective): the code
 * covers `wrapDegrees` of arc; column x of the picture sees the surface at angle asin((x - centre) / radius).
 */
function labelOnCylinder(wrapDegrees: number) {
  const { modules } = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const width = 900;
  const height = 700;
  const radius = 200;
  const wrap = (wrapDegrees * Math.PI) / 180;
  const module = (radius * wrap) / n;
  /** Where the picture shows the point u modules across and v down the code. */
  const at = (u: number, v: number) => ({
    x: width / 2 + radius * Math.sin(((u - n / 2) * module) / radius),
    y: height / 2 + (v - n / 2) * module,
  });
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const across = (x - width / 2) / radius;
      let value = 60; // beyond the cylinder
      if (Math.abs(across) < 1) {
        const u = (Math.asin(across) * radius) / module + n / 2;
        const v = (y - height / 2) / module + n / 2;
        const inLabel = u >= -4 && u < n + 4 && v >= -4 && v < n + 4;
        const dark = u >= 0 && v >= 0 && u < n && v < n && modules.get(Math.floor(v), Math.floor(u));
        value = inLabel ? (dark ? 20 : 235) : 120;
        value *= 0.4 + 0.6 * Math.sqrt(1 - across * across); // the sides turn from the light
      }
      data.fill(value, (y * width + x) * 4, (y * width + x) * 4 + 3);
      data[(y * width + x) * 4 + 3] = 255;
    }
  }
  const image: PixelImage = { data, width, height };
  return {
    image,
    finders: { topLeft: at(3.5, 3.5), topRight: at(n - 3.5, 3.5), bottomLeft: at(3.5, n - 3.5) },
  };
}

/**
 * The label on a cylinder of radius 1 photographed by a pinhole camera 4.5 radii from the axis, looking
 * `pitchDegrees` along the axis: the rows bend into arcs and the label's far end looks smaller.
 */
function labelSeenAlongAxis(wrapDegrees: number, pitchDegrees: number): PixelImage {
  const { modules } = QRCode.create(PAYLOAD, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const width = 960;
  const height = 960;
  const wrap = (wrapDegrees * Math.PI) / 180;
  const pitch = (pitchDegrees * Math.PI) / 180;
  const module = wrap / n;
  const distance = 4.5;
  const focal = (0.45 * width * (distance - 1)) / (2 * Math.sin(wrap / 2));
  const eye = [0, distance * Math.sin(pitch), distance * Math.cos(pitch)] as const;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const cx = px + 0.5 - width / 2;
      const cy = height / 2 - (py + 0.5);
      // The ray: forward (0, -sin, -cos) * focal + right (1, 0, 0) * cx + up (0, cos, -sin) * cy.
      const d = [
        cx,
        -Math.sin(pitch) * focal + Math.cos(pitch) * cy,
        -Math.cos(pitch) * focal - Math.sin(pitch) * cy,
      ];
      const a = d[0]! ** 2 + d[2]! ** 2;
      const b = 2 * (eye[0] * d[0]! + eye[2] * d[2]!);
      const c = eye[0] ** 2 + eye[2] ** 2 - 1;
      const disc = b * b - 4 * a * c;
      let value = 60;
      if (disc >= 0) {
        const t = (-b - Math.sqrt(disc)) / (2 * a);
        const x = eye[0] + t * d[0]!;
        const y = eye[1] + t * d[1]!;
        const z = eye[2] + t * d[2]!;
        const u = Math.atan2(x, z) / module + n / 2;
        const v = -y / module + n / 2;
        const inLabel = u >= -4 && u < n + 4 && v >= -4 && v < n + 4;
        const dark = u >= 0 && v >= 0 && u < n && v < n && modules.get(Math.floor(v), Math.floor(u));
        value = (inLabel ? (dark ? 20 : 235) : 120) * (0.4 + 0.6 * Math.max(0, z));
      }
      data.fill(value, (py * width + px) * 4, (py * width + px) * 4 + 3);
      data[(py * width + px) * 4 + 3] = 255;
    }
  }
  return { data, width, height };
}

beforeAll(loadZxingInNode);

describe('reading a label wrapped on a cylinder', () => {
  const { image } = labelOnCylinder(140);

  it('is beyond one flat pass', async () => {
    expect(await detect(image)).toEqual([]);
  });

  it('reads it from a photo by laying the label flat, within the 1.5 s budget', async () => {
    const started = performance.now();
    expect(await decodeQrImage(image, detect, { thorough: true })).toEqual({
      text: PAYLOAD,
      pass: 'curved-surface',
    });
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('reads it from the camera within two seconds of frames', async () => {
    const decodeFrame = createFrameDecoder(detect);
    let text: string | null = null;
    for (let frame = 0; frame < 20 && text === null; frame += 1) text = await decodeFrame(image);
    expect(text).toBe(PAYLOAD);
  });
});

describe('reading a label on a cylinder seen along its axis', () => {
  const image = labelSeenAlongAxis(110, 30);

  it('is beyond one flat pass', async () => {
    expect(await detect(image)).toEqual([]);
  });

  it('reads it from a photo: the far end narrowed, the rows bent', async () => {
    expect(await decodeQrImage(image, detect, { thorough: true })).toEqual({
      text: PAYLOAD,
      pass: 'curved-surface',
    });
  });
});

describe('fitting a label on a cylinder', () => {
  it("finds the code's size when its finders' widths say another", () => {
    const { image, finders } = labelOnCylinder(120);
    // Widths narrowed by glare or a steep view: 45 modules where the code has 33.
    const seed = { side: 'top' as const, ratio: 1, spans: [], modules: 45, taper: 0 };
    const fit = fitHypotheses(toGray(image), finders, [seed]);
    let step = fit.next();
    while (!step.done) step = fit.next();
    expect(step.value[0]).toMatchObject({ n: 33, h: { side: 'top' } });
  });
});

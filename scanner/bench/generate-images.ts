/** The hard images of the benchmark: the ways a field photo of a printed label goes wrong. */
import QRCode from 'qrcode';
import sharp, { type Kernel, type Sharp } from 'sharp';
import type { PixelImage } from '../src/gray-image';
import { renderCylinder, type CylinderShot } from './cylinder';
import { fold, wearSvg } from './damage';
import { tilt } from './warp';

export interface BenchImage {
  kind: string;
  detail: string;
  image: PixelImage;
}

export const PAYLOAD = 'https://assets.harbour.example/a/65a1f0c2b3d4e5f6a7b8c9d0';

/** Small deterministic generator so every run measures the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rand: () => number, low: number, high: number) => low + rand() * (high - low);

async function qrPng(
  size: number,
  dark = '#000000',
  light = '#ffffff',
  errorCorrectionLevel: 'M' | 'H' = 'M',
): Promise<Buffer> {
  return QRCode.toBuffer(PAYLOAD, {
    errorCorrectionLevel,
    margin: 4,
    width: size,
    color: { dark, light },
  });
}

async function toPixels(input: Sharp): Promise<PixelImage> {
  const { data, info } = await input.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

interface SceneOptions {
  width: number;
  height: number;
  codeSize: number;
  rand: () => number;
  dark?: string;
  light?: string;
  backdrop?: [number, number, number];
  errorCorrection?: 'M' | 'H';
}

/** A photo-like scene: an uneven grey desk with texture, and the label on it. */
async function scene(options: SceneOptions): Promise<Sharp> {
  return (await placedScene(options)).picture;
}

/** The scene, and where the label (quiet zone included) lies in it. */
async function placedScene(
  options: SceneOptions,
): Promise<{ picture: Sharp; left: number; top: number; size: number }> {
  const { width, height, codeSize, rand } = options;
  const [r, g, b] = options.backdrop ?? [150, 146, 140];
  const base = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = 0.85 + 0.25 * (x / width) - 0.1 * (y / height) + (rand() - 0.5) * 0.08;
      const o = (y * width + x) * 3;
      base[o] = Math.min(255, r * shade);
      base[o + 1] = Math.min(255, g * shade);
      base[o + 2] = Math.min(255, b * shade);
    }
  }
  const code = await qrPng(codeSize, options.dark, options.light, options.errorCorrection);
  const left = Math.round(between(rand, 0.3, 0.7) * (width - codeSize));
  const top = Math.round(between(rand, 0.3, 0.7) * (height - codeSize));
  const composed = await sharp(base, { raw: { width, height, channels: 3 } })
    .composite([{ input: code, left, top }])
    .png()
    .toBuffer();
  return { picture: sharp(composed), left, top, size: codeSize };
}

async function jpegRoundTrip(input: Sharp, quality: number): Promise<Sharp> {
  return sharp(await input.jpeg({ quality }).toBuffer());
}

function addNoise(image: PixelImage, sigma: number, rand: () => number): PixelImage {
  const data = new Uint8ClampedArray(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const n = Math.sqrt(-2 * Math.log(rand() + 1e-9)) * Math.cos(2 * Math.PI * rand()) * sigma;
    data[i] = data[i]! + n;
    data[i + 1] = data[i + 1]! + n;
    data[i + 2] = data[i + 2]! + n;
  }
  return { data, width: image.width, height: image.height };
}

function motionKernel(length: number, angle: number): Kernel {
  const size = length % 2 === 1 ? length : length + 1;
  const kernel = new Array<number>(size * size).fill(0);
  const c = (size - 1) / 2;
  for (let i = 0; i < size * 4; i += 1) {
    const t = (i / (size * 4 - 1) - 0.5) * (length - 1);
    const x = Math.round(c + t * Math.cos(angle));
    const y = Math.round(c + t * Math.sin(angle));
    kernel[y * size + x] = 1;
  }
  return { width: size, height: size, kernel, scale: kernel.reduce((a, b) => a + b, 0) };
}

function overlaySvg(width: number, height: number, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  );
}

type Maker = (rand: () => number, i: number) => Promise<{ detail: string; image: PixelImage }>;

const W = 1280;
const H = 960;

const makers: Record<string, Maker> = {
  clean: async (rand) => {
    const size = Math.round(between(rand, 260, 420));
    return {
      detail: `${size}px code`,
      image: await toPixels(await scene({ width: W, height: H, codeSize: size, rand })),
    };
  },
  perspective: async (rand, i) => {
    const angle = 30 + (35 * i) / 9;
    const pitch = between(rand, -12, 12);
    const flat = await toPixels(await scene({ width: W, height: H, codeSize: 420, rand }));
    return {
      detail: `${angle.toFixed(0)}° yaw, ${pitch.toFixed(0)}° pitch`,
      image: tilt(flat, angle, pitch, 120),
    };
  },
  rotation: async (rand) => {
    const angle = between(rand, 10, 350);
    const s = await scene({ width: W, height: H, codeSize: 360, rand });
    const image = await toPixels(sharp(await s.png().toBuffer()).rotate(angle, { background: '#7a7770' }));
    return { detail: `${angle.toFixed(0)}°`, image };
  },
  defocus: async (rand) => {
    const sigma = between(rand, 1.5, 4.5);
    const s = await scene({ width: W, height: H, codeSize: 380, rand });
    return {
      detail: `sigma ${sigma.toFixed(1)}`,
      image: await toPixels(sharp(await s.png().toBuffer()).blur(sigma)),
    };
  },
  'motion-blur': async (rand) => {
    const length = Math.round(between(rand, 9, 21));
    const angle = between(rand, 0, Math.PI);
    const s = await scene({ width: W, height: H, codeSize: 380, rand });
    const image = await toPixels(sharp(await s.png().toBuffer()).convolve(motionKernel(length, angle)));
    return { detail: `${length}px`, image };
  },
  'sensor-noise': async (rand) => {
    const sigma = between(rand, 30, 70);
    const s = await toPixels(await scene({ width: W, height: H, codeSize: 360, rand }));
    return { detail: `sigma ${sigma.toFixed(0)}`, image: addNoise(s, sigma, rand) };
  },
  'dim-light': async (rand) => {
    const gain = between(rand, 0.06, 0.18);
    const s = await scene({ width: W, height: H, codeSize: 360, rand });
    const dim = await toPixels(sharp(await s.png().toBuffer()).linear(gain, 2));
    return { detail: `gain ${gain.toFixed(2)} + noise`, image: addNoise(dim, 4, rand) };
  },
  glare: async (rand) => {
    const s = await scene({ width: W, height: H, codeSize: 400, rand });
    const cx = between(rand, 0.4, 0.6) * W;
    const cy = between(rand, 0.4, 0.6) * H;
    const alpha = between(rand, 0.75, 0.95);
    const svg = overlaySvg(
      W,
      H,
      `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${alpha}"/>` +
        `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${between(rand, 150, 260)}" ry="${between(rand, 90, 160)}" fill="url(#g)"/>`,
    );
    const image = await toPixels(sharp(await s.png().toBuffer()).composite([{ input: svg }]));
    return { detail: `peak ${(alpha * 100).toFixed(0)}% white`, image };
  },
  'small-in-12mp': async (rand) => {
    const size = Math.round(between(rand, 110, 200));
    const s = await scene({ width: 4000, height: 3000, codeSize: size, rand });
    const image = await toPixels(sharp(await s.png().toBuffer()).blur(0.8));
    return { detail: `${size}px code in 4000x3000`, image };
  },
  'heavy-jpeg': async (rand) => {
    const quality = Math.round(between(rand, 4, 14));
    const s = await scene({ width: 640, height: 480, codeSize: Math.round(between(rand, 150, 220)), rand });
    return { detail: `quality ${quality}`, image: await toPixels(await jpegRoundTrip(s, quality)) };
  },
  shadow: async (rand) => {
    const s = await scene({ width: W, height: H, codeSize: 400, rand });
    const darkness = between(rand, 0.55, 0.8);
    const x = between(rand, 0.42, 0.58) * W;
    const svg = overlaySvg(
      W,
      H,
      `<defs><filter id="f"><feGaussianBlur stdDeviation="${between(rand, 2, 12)}"/></filter></defs>` +
        `<polygon points="${x},0 ${W},0 ${W},${H} ${x - between(rand, -200, 200)},${H}" fill="#000" ` +
        `fill-opacity="${darkness}" filter="url(#f)"/>`,
    );
    const image = await toPixels(sharp(await s.png().toBuffer()).composite([{ input: svg }]));
    return { detail: `${(darkness * 100).toFixed(0)}% shadow edge across`, image };
  },
  'coloured-background': async (rand) => {
    const labels = [
      ['#0b2a6f', '#ffd23f'],
      ['#7a1010', '#f4a259'],
      ['#1d3557', '#a8dadc'],
      ['#2b2d42', '#ef233c'],
    ] as const;
    const [dark, light] = labels[Math.floor(rand() * labels.length)]!;
    const s = await scene({ width: W, height: H, codeSize: 360, rand, dark, light, backdrop: [40, 110, 70] });
    return { detail: `${dark} on ${light}`, image: await toPixels(s) };
  },
  'light-on-dark': async (rand) => {
    const dark = rand() > 0.5 ? '#101820' : '#000000';
    const s = await scene({
      width: W,
      height: H,
      codeSize: 360,
      rand,
      dark: '#f2f2f2',
      light: dark,
      backdrop: [60, 60, 70],
    });
    return { detail: 'white modules on dark', image: await toPixels(s) };
  },
};

/** A random shot of a label on a cylinder; `limits` narrows it for the combined kinds. */
function cylinderShot(
  rand: () => number,
  i: number,
  limits: { wrap?: [number, number]; pitch?: [number, number] } = {},
): CylinderShot {
  const wrapDegrees = between(rand, ...(limits.wrap ?? [60, 160]));
  // Off axis as far as 40 degrees, while the far edge of the code stays in view (< 80 degrees).
  const offLimit = Math.max(0, Math.min(40, 78 - wrapDegrees / 2));
  const [pitchLow, pitchHigh] = limits.pitch ?? [0, 0];
  return {
    radius: between(rand, 2.5, 25),
    wrapDegrees,
    offAxisDegrees: between(rand, 0, offLimit) * (rand() > 0.5 ? 1 : -1),
    pitchDegrees: between(rand, pitchLow, pitchHigh) * (rand() > 0.5 ? 1 : -1),
    // Upright bottles and horizontal pipes, the phone held roughly level.
    rollDegrees: between(rand, -15, 15) + (i % 2 === 1 ? 90 : 0),
    glare: between(rand, 0.3, 0.7),
    glareDegrees: between(rand, -20, 20),
    errorCorrection: 'M',
  };
}

const describe = (shot: CylinderShot) =>
  `r ${shot.radius.toFixed(1)} cm, wrap ${shot.wrapDegrees.toFixed(0)}°, off ${shot.offAxisDegrees.toFixed(0)}°` +
  `${shot.pitchDegrees ? `, pitch ${shot.pitchDegrees.toFixed(0)}°` : ''}, roll ${shot.rollDegrees.toFixed(0)}°` +
  `, stripe ${(shot.glare * 100).toFixed(0)}%`;

async function worn(rand: () => number, errorCorrection: 'M' | 'H', paint: [number, number]) {
  const modules = errorCorrection === 'M' ? 33 : 41;
  const placed = await placedScene({ width: W, height: H, codeSize: 420, rand, errorCorrection });
  const share = between(rand, ...paint);
  const scratches = 2 + Math.floor(rand() * 4);
  const colours = ['#c9c3b6', '#b3261e', '#3b3b3b', '#f3f1ea'];
  const svg = overlaySvg(
    W,
    H,
    wearSvg({
      rand,
      left: placed.left,
      top: placed.top,
      size: placed.size,
      modules,
      scratches,
      paint: share,
      paintColour: colours[Math.floor(rand() * colours.length)]!,
    }),
  );
  const image = await toPixels(sharp(await placed.picture.png().toBuffer()).composite([{ input: svg }]));
  return { detail: `${scratches} scratches, ${(share * 100).toFixed(0)}% painted`, image };
}

/** The harder kinds: curved, creased and worn labels, and curved labels that are also blurred or glared. */
const hardMakers: Record<string, Maker> = {
  cylinder: async (rand, i) => {
    const shot = cylinderShot(rand, i);
    return { detail: describe(shot), image: renderCylinder(PAYLOAD, shot, W, H) };
  },
  'cylinder-along-axis': async (rand, i) => {
    const shot = cylinderShot(rand, i, { wrap: [60, 130], pitch: [15, 40] });
    return { detail: describe(shot), image: renderCylinder(PAYLOAD, shot, W, H) };
  },
  'cylinder-blur': async (rand, i) => {
    const shot = cylinderShot(rand, i, { wrap: [60, 120] });
    const sigma = between(rand, 1.2, 2.5);
    const image = await toPixels(sharp(await toPng(renderCylinder(PAYLOAD, shot, W, H))).blur(sigma));
    return { detail: `${describe(shot)}, blur sigma ${sigma.toFixed(1)}`, image };
  },
  'cylinder-glare': async (rand, i) => {
    const shot = { ...cylinderShot(rand, i, { wrap: [60, 120] }), glare: between(rand, 0.8, 0.95) };
    shot.glareDegrees = shot.offAxisDegrees + between(rand, -12, 12);
    return { detail: describe(shot), image: renderCylinder(PAYLOAD, shot, W, H) };
  },
  'crease-wrinkle': async (rand, i) => {
    const placed = await placedScene({ width: W, height: H, codeSize: 400, rand });
    const flat = await toPixels(placed.picture);
    const shape = i % 2 === 0 ? 'crease' : 'wrinkle';
    const amount = shape === 'crease' ? between(rand, 3, 9) : between(rand, 2, 5);
    const wavelength = between(rand, 40, 120);
    const image = fold(flat, {
      centre: [placed.left + placed.size / 2 + between(rand, -60, 60), placed.top + placed.size / 2],
      angle: between(rand, 0, Math.PI),
      shape,
      amount,
      wavelength,
    });
    return {
      detail: `${shape} ${amount.toFixed(0)} px${shape === 'wrinkle' ? ` every ${wavelength.toFixed(0)} px` : ''}`,
      image,
    };
  },
  'scratched-painted-M': (rand) => worn(rand, 'M', [0.03, 0.07]),
  'scratched-painted-H': (rand) => worn(rand, 'H', [0.08, 0.16]),
  'blur-glare': async (rand) => {
    const s = await scene({ width: W, height: H, codeSize: 400, rand });
    const sigma = between(rand, 1.5, 3.5);
    const alpha = between(rand, 0.6, 0.85);
    const svg = overlaySvg(
      W,
      H,
      `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${alpha}"/>` +
        `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
        `<ellipse cx="${between(rand, 0.4, 0.6) * W}" cy="${between(rand, 0.4, 0.6) * H}" rx="220" ry="130" fill="url(#g)"/>`,
    );
    const glared = await sharp(await s.png().toBuffer())
      .composite([{ input: svg }])
      .png()
      .toBuffer();
    const image = await toPixels(sharp(glared).blur(sigma));
    return { detail: `sigma ${sigma.toFixed(1)}, glare ${(alpha * 100).toFixed(0)}%`, image };
  },
};

async function toPng(image: PixelImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png()
    .toBuffer();
}

Object.assign(makers, hardMakers);

export const HARD_KINDS = Object.keys(hardMakers);
export const KINDS = Object.keys(makers);

export async function generate(kind: string, count: number): Promise<BenchImage[]> {
  const maker = makers[kind];
  if (!maker) throw new Error(`Unknown kind ${kind}`);
  const images: BenchImage[] = [];
  for (let i = 0; i < count; i += 1) {
    const { detail, image } = await maker(random(kind.length * 1000 + i), i);
    images.push({ kind, detail, image });
  }
  return images;
}

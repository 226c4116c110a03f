/**
 * A label wrapped on a cylinder (extinguisher, gas bottle, pipe), photographed by a pinhole camera: each
 * pixel's ray is intersected with the cylinder, so the geometry is known exactly. Lit the way a curved
 * surface is: diffuse fall-off towards the sides and a bright specular stripe along the axis.
 */
import QRCode from 'qrcode';
import type { PixelImage } from '../src/gray-image';

export interface CylinderShot {
  /** Cylinder radius, cm. */
  radius: number;
  /** Arc the code (without its quiet zone) covers, degrees. */
  wrapDegrees: number;
  /** The code's centre turned away from the camera around the axis, degrees. */
  offAxisDegrees: number;
  /** Camera looking up or down along the axis, degrees. */
  pitchDegrees: number;
  /** Roll of the whole picture, degrees. */
  rollDegrees: number;
  /** Peak of the specular stripe, 0 (none) to 1 (white). */
  glare: number;
  /** Where the stripe lies, degrees around the axis from the camera direction. */
  glareDegrees: number;
  errorCorrection: 'M' | 'H';
}

const QUIET = 4;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function renderCylinder(payload: string, shot: CylinderShot, width = 1280, height = 960): PixelImage {
  const qr = QRCode.create(payload, { errorCorrectionLevel: shot.errorCorrection });
  const n = qr.modules.size;
  const R = shot.radius;
  const wrap = rad(shot.wrapDegrees);
  const module = (R * wrap) / n;
  const centre = rad(shot.offAxisDegrees);
  // Farthest the label edge turns from the camera; the camera stands far enough back to see it.
  const edge = wrap / 2 + (QUIET * module) / R + Math.abs(centre);
  const distance = Math.max(R * 3, R / Math.cos(Math.min(rad(86), edge + rad(5))));
  const pitch = rad(shot.pitchDegrees);
  const roll = rad(shot.rollDegrees);
  // Focal length so the code's chord spans about 40% of the picture's short side, quiet zone in view.
  const chord = 2 * R * Math.sin(Math.min(wrap / 2, rad(80)));
  const focal = (0.4 * Math.min(width, height) * (distance - R)) / chord;
  // Camera on a circle around the axis's point (0,0,0), pitched about x; world y is the axis.
  const eye = [0, distance * Math.sin(pitch), distance * Math.cos(pitch)];
  const forward = [0, -Math.sin(pitch), -Math.cos(pitch)];
  const up = [0, Math.cos(pitch), -Math.sin(pitch)];
  const right = [1, 0, 0];
  const light = normalise([0.35, 0.5, 1]);
  const stripe = rad(shot.glareDegrees);
  const out = new Uint8ClampedArray(width * height * 4);
  const samples = [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ];
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      let sum = 0;
      for (const [sx, sy] of samples) {
        const ix = px + sx! - width / 2;
        const iy = height / 2 - (py + sy!);
        const cx = ix * Math.cos(roll) - iy * Math.sin(roll);
        const cy = ix * Math.sin(roll) + iy * Math.cos(roll);
        const d = [0, 1, 2].map((k) => forward[k]! * focal + right[k]! * cx + up[k]! * cy);
        sum += shade(eye, d);
      }
      const v = sum / samples.length;
      const o = (py * width + px) * 4;
      out[o] = v;
      out[o + 1] = v;
      out[o + 2] = v;
      out[o + 3] = 255;
    }
  }
  return { data: out, width, height };

  function shade(o: number[], d: number[]): number {
    // Ray o + t d against x² + z² = R².
    const a = d[0]! ** 2 + d[2]! ** 2;
    const b = 2 * (o[0]! * d[0]! + o[2]! * d[2]!);
    const c = o[0]! ** 2 + o[2]! ** 2 - R * R;
    const disc = b * b - 4 * a * c;
    const backdrop = 70 + 30 * Math.sin(d[0]! * 0.01 + d[1]! * 0.013);
    if (disc < 0) return backdrop;
    const t = (-b - Math.sqrt(disc)) / (2 * a);
    const x = o[0]! + t * d[0]!;
    const y = o[1]! + t * d[1]!;
    const z = o[2]! + t * d[2]!;
    const phi = Math.atan2(x, z);
    const normal = [x / R, 0, z / R];
    const diffuse = Math.max(0, normal[0]! * light[0]! + normal[2]! * light[2]!);
    const u = ((phi - centre) * R) / module + n / 2;
    const w = -y / module + n / 2;
    let albedo = 0.55; // painted steel
    if (u >= -QUIET && u < n + QUIET && w >= -QUIET && w < n + QUIET) {
      const col = Math.floor(u);
      const row = Math.floor(w);
      const dark = col >= 0 && col < n && row >= 0 && row < n && qr.modules.get(row, col);
      albedo = dark ? 0.08 : 0.92;
    }
    const lit = 255 * albedo * (0.35 + 0.65 * diffuse);
    const highlight = shot.glare * Math.exp(-(((phi - stripe) / rad(7)) ** 2));
    return lit * (1 - highlight) + 255 * highlight;
  }
}

function normalise(v: number[]): number[] {
  const length = Math.hypot(...v);
  return v.map((x) => x / length);
}

/** Worn labels: a crease or wrinkles in the paper, scratches and paint over the code. */
import type { PixelImage } from '../src/gray-image';

export interface Fold {
  /** Centre of the label in the picture, px. */
  centre: [number, number];
  /** Direction of the fold line, radians. */
  angle: number;
  /** 'crease': one side slides by `amount` px across a dark fold line; 'wrinkle': ripples of `amount` px. */
  shape: 'crease' | 'wrinkle';
  amount: number;
  /** Wrinkle wavelength, px. */
  wavelength: number;
}

/** Displace the picture across a fold line (or in ripples), and shade the paper's slope. */
export function fold(image: PixelImage, f: Fold): PixelImage {
  const { width, height, data } = image;
  const nx = -Math.sin(f.angle);
  const ny = Math.cos(f.angle);
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const s = (x - f.centre[0]) * nx + (y - f.centre[1]) * ny;
      let shift: number;
      let light: number;
      if (f.shape === 'crease') {
        shift = f.amount / (1 + Math.exp(-s / 3));
        light = (1 - 0.45 * Math.exp(-((s / 4) ** 2))) * (s > 0 ? 0.85 : 1.05);
      } else {
        const phase = (2 * Math.PI * s) / f.wavelength;
        shift = f.amount * Math.sin(phase);
        light = 1 + 0.22 * Math.cos(phase);
      }
      const sx = x - nx * shift;
      const sy = y - ny * shift;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 3; c += 1) out[o + c] = bilinear(image, sx, sy, c) * light;
      out[o + 3] = 255;
    }
  }
  return { data: out, width, height };
}

function bilinear(image: PixelImage, x: number, y: number, channel: number): number {
  const { width, height, data } = image;
  const cx = Math.min(width - 2, Math.max(0, x));
  const cy = Math.min(height - 2, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const at = (xx: number, yy: number) => data[(yy * width + xx) * 4 + channel]!;
  return (
    (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
    (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
  );
}

/**
 * SVG of scratches (thin light lines where the ink is gone) and one blob of paint over the code,
 * keeping off the three finder patterns. `left`, `top`, `size`: the label with its 4-module quiet zone.
 */
export function wearSvg(options: {
  rand: () => number;
  left: number;
  top: number;
  size: number;
  modules: number;
  scratches: number;
  /** Share of the code's area under paint. */
  paint: number;
  paintColour: string;
}): string {
  const { rand, left, top, size, modules } = options;
  const unit = size / (modules + 8);
  const x0 = left + 4 * unit;
  const y0 = top + 4 * unit;
  const span = modules * unit;
  const parts: string[] = [];
  for (let i = 0; i < options.scratches; i += 1) {
    const a = [x0 + rand() * span, y0 + rand() * span];
    const angle = rand() * Math.PI;
    const length = span * (0.4 + rand() * 0.6);
    const b = [a[0]! + Math.cos(angle) * length, a[1]! + Math.sin(angle) * length];
    const stroke = (unit * (0.25 + rand() * 0.35)).toFixed(1);
    parts.push(
      `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="#e9e6df" stroke-width="${stroke}" ` +
        `stroke-linecap="round" opacity="0.92"/>`,
    );
  }
  // Paint: an ellipse of the wanted area, centred between the finder patterns (8..modules-8).
  const area = options.paint * span * span;
  const aspect = 0.6 + rand() * 0.8;
  const rx = Math.sqrt(area / Math.PI / aspect);
  const ry = rx * aspect;
  const cx = x0 + (8 + rand() * (modules - 16)) * unit;
  const cy = y0 + (8 + rand() * (modules - 16)) * unit;
  parts.push(
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${options.paintColour}" ` +
      `transform="rotate(${(rand() * 180).toFixed(0)} ${cx} ${cy})"/>`,
  );
  return parts.join('');
}

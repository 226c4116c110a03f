/** Perspective warp of an RGBA image: the label as a phone sees it when held at an angle. */
import type { PixelImage } from '../src/gray-image';

type Point = [number, number];
type Matrix = number[];

/** Solve the 8 unknowns of the homography that maps each `from` point to its `to` point. */
function homography(from: Point[], to: Point[]): Matrix {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < 8; r += 1)
      if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < 8; r += 1) {
      if (r === col) continue;
      const factor = rows[r]![col]! / rows[col]![col]!;
      for (let c = col; c < 9; c += 1) rows[r]![c]! -= factor * rows[col]![c]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

/** Tilt the image plane by `degrees` about its vertical axis (and `tiltDegrees` about the horizontal one). */
export function tilt(
  image: PixelImage,
  degrees: number,
  tiltDegrees: number,
  background: number,
): PixelImage {
  const { width, height } = image;
  const cx = width / 2;
  const cy = height / 2;
  const yaw = (degrees * Math.PI) / 180;
  const pitch = (tiltDegrees * Math.PI) / 180;
  const distance = Math.max(width, height) * 1.6;
  const project = ([x, y]: Point): Point => {
    const px = x - cx;
    const py = y - cy;
    const x1 = px * Math.cos(yaw);
    const z1 = px * Math.sin(yaw);
    const y2 = py * Math.cos(pitch) - z1 * Math.sin(pitch);
    const z2 = py * Math.sin(pitch) + z1 * Math.cos(pitch);
    const scale = distance / (distance + z2);
    return [cx + x1 * scale, cy + y2 * scale];
  };
  const corners: Point[] = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  // Inverse mapping: for each output pixel find where it came from.
  const h = homography(corners.map(project), corners);
  const out = new Uint8ClampedArray(width * height * 4).fill(background);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const w = h[6]! * x + h[7]! * y + h[8]!;
      const sx = (h[0]! * x + h[1]! * y + h[2]!) / w;
      const sy = (h[3]! * x + h[4]! * y + h[5]!) / w;
      if (sx < 0 || sy < 0 || sx >= width - 1 || sy >= height - 1) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c += 1) {
        const a = image.data[(y0 * width + x0) * 4 + c]!;
        const b = image.data[(y0 * width + x0 + 1) * 4 + c]!;
        const d = image.data[((y0 + 1) * width + x0) * 4 + c]!;
        const e = image.data[((y0 + 1) * width + x0 + 1) * 4 + c]!;
        out[o + c] = (a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy;
      }
    }
  }
  return { data: out, width, height };
}

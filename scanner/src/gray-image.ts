/** Pixel work for the decoder's extra passes, on a plain grayscale buffer so it runs in browsers and Node alike. */

/** The shape of a browser ImageData, without needing the DOM. */
export interface PixelImage {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export function toGray(image: PixelImage): GrayImage {
  const { data, width, height } = image;
  const gray = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < gray.length; i += 1, p += 4) {
    gray[i] = (306 * data[p]! + 601 * data[p + 1]! + 117 * data[p + 2]! + 512) >> 10;
  }
  return { data: gray, width, height };
}

export function toPixels(image: GrayImage): PixelImage {
  const { data, width, height } = image;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, p = 0; i < data.length; i += 1, p += 4) {
    const v = data[i]!;
    rgba[p] = v;
    rgba[p + 1] = v;
    rgba[p + 2] = v;
    rgba[p + 3] = 255;
  }
  return { data: rgba, width, height };
}

/** The grey value between pixels, by bilinear interpolation; white outside the picture (a label's paper). */
export function sampleBilinear(gray: GrayImage, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= gray.width - 1 || y >= gray.height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * gray.width + x0;
  const d = gray.data;
  return (
    (d[i]! * (1 - fx) + d[i + 1]! * fx) * (1 - fy) +
    (d[i + gray.width]! * (1 - fx) + d[i + gray.width + 1]! * fx) * fy
  );
}

export const longSide = (image: { width: number; height: number }) => Math.max(image.width, image.height);

/** The picture shrunk to at most `size` pixels on its long side; a smaller one as it is. */
export const fitTo = (gray: GrayImage, size: number): GrayImage =>
  longSide(gray) > size ? resize(gray, size / longSide(gray)) : gray;

/** Resize by box averaging when shrinking (it also smooths noise) and bilinear sampling when growing. */
export function resize(image: GrayImage, scale: number): GrayImage {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  return scale < 1 ? shrink(image, width, height) : grow(image, width, height);
}

function shrink(image: GrayImage, width: number, height: number): GrayImage {
  const out = new Uint8Array(width * height);
  const fx = image.width / width;
  const fy = image.height / height;
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor(y * fy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor(x * fx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * fx));
      let sum = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        const row = sy * image.width;
        for (let sx = x0; sx < x1; sx += 1) sum += image.data[row + sx]!;
      }
      out[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return { data: out, width, height };
}

function grow(image: GrayImage, width: number, height: number): GrayImage {
  const out = new Uint8Array(width * height);
  const fx = (image.width - 1) / Math.max(1, width - 1);
  const fy = (image.height - 1) / Math.max(1, height - 1);
  for (let y = 0; y < height; y += 1) {
    const sy = y * fy;
    const y0 = Math.floor(sy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const wy = sy - y0;
    for (let x = 0; x < width; x += 1) {
      const sx = x * fx;
      const x0 = Math.floor(sx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const wx = sx - x0;
      const top = image.data[y0 * image.width + x0]! * (1 - wx) + image.data[y0 * image.width + x1]! * wx;
      const bottom = image.data[y1 * image.width + x0]! * (1 - wx) + image.data[y1 * image.width + x1]! * wx;
      out[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return { data: out, width, height };
}

/** Stretch the darkest and brightest percentile to full range: rescues dim and washed-out photos. */
export function stretchContrast(image: GrayImage): GrayImage {
  const histogram = new Uint32Array(256);
  for (const v of image.data) histogram[v]! += 1;
  const cut = image.data.length * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low]! <= cut; low += 1) seen += histogram[low]!;
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high]! <= cut; high -= 1) seen += histogram[high]!;
  if (high <= low) return image;
  const out = new Uint8Array(image.data.length);
  const range = high - low;
  for (let i = 0; i < out.length; i += 1) {
    out[i] = Math.min(255, Math.max(0, ((image.data[i]! - low) * 255) / range));
  }
  return { data: out, width: image.width, height: image.height };
}

/** A second binarizer: one global threshold chosen by Otsu's method, for codes the local one breaks up. */
export function otsuThreshold(image: GrayImage): GrayImage {
  const histogram = new Uint32Array(256);
  for (const v of image.data) histogram[v]! += 1;
  const total = image.data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v += 1) sumAll += v * histogram[v]!;
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let threshold = 127;
  for (let v = 0; v < 256; v += 1) {
    countBelow += histogram[v]!;
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += v * histogram[v]!;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const between = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  const out = new Uint8Array(total);
  for (let i = 0; i < total; i += 1) out[i] = image.data[i]! > threshold ? 255 : 0;
  return { data: out, width: image.width, height: image.height };
}

/** Sharpen with an unsharp mask over a 3x3 box blur: helps a slightly defocused code. */
export function sharpen(image: GrayImage, amount = 1.5): GrayImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y += 1) {
    const above = Math.max(0, y - 1) * width;
    const row = y * width;
    const below = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x += 1) {
      const xa = Math.max(0, x - 1);
      const xb = Math.min(width - 1, x + 1);
      const sum =
        data[above + xa]! +
        data[above + x]! +
        data[above + xb]! +
        data[row + xa]! +
        data[row + x]! +
        data[row + xb]! +
        data[below + xa]! +
        data[below + x]! +
        data[below + xb]!;
      const v = data[row + x]!;
      out[row + x] = Math.min(255, Math.max(0, v + amount * (v - sum / 9)));
    }
  }
  return { data: out, width, height };
}

/** Divide out the slowly varying light (a shadow edge, a lamp's falloff) using a wide box mean. */
export function flattenLighting(image: GrayImage, radius: number): GrayImage {
  const { width, height, data } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        integral[y1 * (width + 1) + x1]! -
        integral[y0 * (width + 1) + x1]! -
        integral[y1 * (width + 1) + x0]! +
        integral[y0 * (width + 1) + x0]!;
      const mean = sum / ((y1 - y0) * (x1 - x0)) + 1;
      out[y * width + x] = Math.min(255, (data[y * width + x]! / mean) * 160);
    }
  }
  return { data: out, width, height };
}

/**
 * Threshold each pixel at the middle of the darkest and brightest values around it (blocks of `block` px,
 * over a 5x5 block neighbourhood). Unlike dividing by the local mean, this keeps a code legible under a
 * glare that lifts its dark modules to near white: only the spread between them and the light ones counts.
 * Blocks with less spread than `floor` grey levels count as light paper.
 */
export function localMidThreshold(image: GrayImage, block: number, floor = 10): GrayImage {
  const { width, height, data } = image;
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const lows = new Uint8Array(bw * bh).fill(255);
  const highs = new Uint8Array(bw * bh);
  for (let y = 0; y < height; y += 1) {
    const rowBlock = Math.floor(y / block) * bw;
    for (let x = 0; x < width; x += 1) {
      const v = data[y * width + x]!;
      const b = rowBlock + Math.floor(x / block);
      if (v < lows[b]!) lows[b] = v;
      if (v > highs[b]!) highs[b] = v;
    }
  }
  const thresholds = new Int16Array(bw * bh);
  for (let by = 0; by < bh; by += 1) {
    for (let bx = 0; bx < bw; bx += 1) {
      let low = 255;
      let high = 0;
      for (let dy = -2; dy <= 2; dy += 1) {
        const yy = Math.min(bh - 1, Math.max(0, by + dy));
        for (let dx = -2; dx <= 2; dx += 1) {
          const b = yy * bw + Math.min(bw - 1, Math.max(0, bx + dx));
          if (lows[b]! < low) low = lows[b]!;
          if (highs[b]! > high) high = highs[b]!;
        }
      }
      thresholds[by * bw + bx] = high - low < floor ? -1 : (low + high) >> 1;
    }
  }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y += 1) {
    const rowBlock = Math.floor(y / block) * bw;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      out[i] = data[i]! > thresholds[rowBlock + Math.floor(x / block)]! ? 255 : 0;
    }
  }
  return { data: out, width, height };
}

/**
 * Finds a QR code's three finder patterns (the 1:1:3:1:1 squares in its corners) in a grayscale image,
 * loosely enough that finders squeezed by a curved surface still count: the curved-surface pass needs
 * where they are and how wide each looks along the code's two sides.
 */
import { flattenLighting, type GrayImage } from './gray-image';

export interface Point {
  x: number;
  y: number;
}

export interface FinderTriple {
  /** The corner finder, and the ones along the code's top and left side (as the code is printed). */
  topLeft: Point;
  topRight: Point;
  bottomLeft: Point;
  /** The finder that was not found but placed where the other two say it must be (paint or a scrape over it). */
  guessed?: 'topRight' | 'bottomLeft';
}

interface Candidate extends Point {
  size: number;
  hits: number;
}

/** Dark where darker than the local mean: copes with the shading and stripe of light on a cylinder. */
export function binarize(gray: GrayImage): Uint8Array {
  const radius = Math.max(8, Math.round(Math.max(gray.width, gray.height) / 20));
  const flat = flattenLighting(gray, radius);
  const dark = new Uint8Array(flat.data.length);
  for (let i = 0; i < dark.length; i += 1) dark[i] = flat.data[i]! < 140 ? 1 : 0;
  return dark;
}

/**
 * How far each ring may stray from a module, in modules. Loose for finders squeezed more on the side that
 * turns away and skewed by a camera looking along a cylinder: 0.5 missed half the finders seen along the
 * axis, 0.95 let in enough false ones to crowd the real ones out. On a textured background the loose scan
 * finds many more candidates (a search step of 50-80 ms at 640 px), so camera frames keep the strict one.
 */
const LOOSE_RINGS = 0.8;
export const STRICT_RINGS = 0.5;
/** For a last search on image files: a stripe of light across a finder leaves no ring truer. */
export const LOOSEST_RINGS = 0.95;

/** Do five run lengths look like 1:1:3:1:1, each ring within `slack` of a module? */
function finderRatio(runs: number[], slack: number): boolean {
  const total = runs.reduce((a, b) => a + b, 0);
  if (total < 7) return false;
  const unit = total / 7;
  return (
    Math.abs(runs[0]! - unit) < slack * unit &&
    Math.abs(runs[1]! - unit) < slack * unit &&
    Math.abs(runs[2]! - 3 * unit) < 3 * slack * unit &&
    Math.abs(runs[3]! - unit) < slack * unit &&
    Math.abs(runs[4]! - unit) < slack * unit
  );
}

/**
 * Walk out from `from` along (dx, dy) through dark centre, light ring and dark ring; the distance to where
 * the dark ring ends. Null when the pattern does not look like a finder that way.
 */
function reach(
  dark: Uint8Array,
  width: number,
  height: number,
  from: Point,
  dx: number,
  dy: number,
  limit: number,
) {
  const expect = [1, 0, 1];
  let stage = 0;
  for (let step = 0; step <= limit; step += 1) {
    const x = Math.round(from.x + dx * step);
    const y = Math.round(from.y + dy * step);
    if (x < 0 || y < 0 || x >= width || y >= height) return null;
    const value = dark[y * width + x]!;
    if (value !== expect[stage]) {
      stage += 1;
      if (stage === 3) return step;
    }
  }
  return null;
}

/** Extent of a finder through its centre along a direction (unit vector): about 7 modules. */
export function finderWidth(
  dark: Uint8Array,
  gray: GrayImage,
  centre: Point,
  dx: number,
  dy: number,
  limit: number,
) {
  const plus = reach(dark, gray.width, gray.height, centre, dx, dy, limit);
  const minus = reach(dark, gray.width, gray.height, centre, -dx, -dy, limit);
  return plus === null || minus === null ? null : plus + minus;
}

/**
 * The run lengths through (x, y) along (dx, dy), steps of one pixel in each: where the finder's centre lies
 * that way (in steps from (x, y)) and how many steps it spans, or null when they are not 1:1:3:1:1.
 */
function crossCheck(
  dark: Uint8Array,
  width: number,
  height: number,
  from: Point,
  dx: number,
  dy: number,
  max: number,
  slack: number,
) {
  const runs = [0, 0, 0, 0, 0];
  const at = (step: number) => {
    const x = from.x + dx * step;
    const y = from.y + dy * step;
    return x < 0 || y < 0 || x >= width || y >= height ? -1 : dark[y * width + x];
  };
  let i = 0;
  for (const [run, want] of [
    [2, 1],
    [1, 0],
    [0, 1],
  ] as const) {
    for (; at(i) === want && runs[run]! <= max; i -= 1) runs[run]! += 1;
  }
  const first = i + 1;
  i = 1;
  for (const [run, want] of [
    [2, 1],
    [3, 0],
    [4, 1],
  ] as const) {
    for (; at(i) === want && runs[run]! <= max; i += 1) runs[run]! += 1;
  }
  if (!finderRatio(runs, slack)) return null;
  return { centre: first + runs[0]! + runs[1]! + runs[2]! / 2, size: runs.reduce((a, b) => a + b, 0) };
}

function candidates(dark: Uint8Array, width: number, height: number, slack: number): Candidate[] {
  const found: Candidate[] = [];
  const step = Math.max(1, Math.round(height / 400));
  for (let y = 0; y < height; y += step) {
    const runs = [0, 0, 0, 0, 0];
    let stage = 0;
    const row = y * width;
    for (let x = 0; x <= width; x += 1) {
      const value = x < width ? dark[row + x]! : 0;
      const expectDark = stage % 2 === 0;
      if ((value === 1) === expectDark) {
        runs[stage]! += 1;
        continue;
      }
      if (stage < 4) {
        if (stage === 0 && !runs[0]) continue;
        stage += 1;
        runs[stage] = 1;
        continue;
      }
      // Five runs complete at x: test them, then slide on by two runs.
      if (finderRatio(runs, slack)) {
        const total = runs.reduce((a, b) => a + b, 0);
        const cx = Math.round(x - runs[4]! - runs[3]! - runs[2]! / 2);
        const column = crossCheck(dark, width, height, { x: cx, y }, 0, 1, total * 2, slack);
        if (column && column.size > total / 4 && column.size < total * 4) {
          const centre = { x: cx, y: Math.round(y + column.centre) };
          // Along a diagonal too: a blotch of data modules seldom passes three ways.
          const diagonals = [1, -1].map((d) =>
            crossCheck(dark, width, height, centre, 1, d, total * 2, slack),
          );
          if (diagonals.some((c) => c !== null)) {
            found.push({ x: cx, y: y + column.centre, size: Math.sqrt(total * column.size), hits: 1 });
          }
        }
      }
      runs.splice(0, 2);
      runs.push(0, 0);
      stage = 3;
      runs[3] = 1;
    }
  }
  return merge(found);
}

/**
 * Clusters the hits of one finder: each joins the first cluster (in the order they were made) whose centre is
 * within a third of the larger size. Clusters are kept in cells of that largest reach, so a hit looks only at
 * its cell and the eight round it (a textured background gives thousands of hits).
 */
function merge(found: Candidate[]): Candidate[] {
  const clusters: Candidate[] = [];
  const cell = Math.max(1, Math.max(0, ...found.map((c) => c.size)) / 3);
  const cells = new Map<string, number[]>();
  const cellOf = (p: Point): [number, number] => [Math.floor(p.x / cell), Math.floor(p.y / cell)];
  const key = ([i, j]: [number, number]) => `${i},${j}`;
  const bucket = (k: string) => {
    let list = cells.get(k);
    if (!list) {
      list = [];
      cells.set(k, list);
    }
    return list;
  };
  for (const c of found) {
    const [ci, cj] = cellOf(c);
    let nearest = -1;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        for (const index of cells.get(key([ci + dx, cj + dy])) ?? []) {
          const k = clusters[index]!;
          const within = Math.hypot(k.x - c.x, k.y - c.y) < Math.max(k.size, c.size) / 3;
          if (within && (nearest === -1 || index < nearest)) nearest = index;
        }
      }
    }
    if (nearest === -1) {
      bucket(key([ci, cj])).push(clusters.length);
      clusters.push({ ...c });
      continue;
    }
    const near = clusters[nearest]!;
    const before = key(cellOf(near));
    const n = near.hits;
    near.x = (near.x * n + c.x) / (n + 1);
    near.y = (near.y * n + c.y) / (n + 1);
    near.size = (near.size * n + c.size) / (n + 1);
    near.hits += 1;
    const after = key(cellOf(near));
    if (after !== before) {
      const list = bucket(before);
      list.splice(list.indexOf(nearest), 1);
      bucket(after).push(nearest);
    }
  }
  return clusters.filter((c) => c.hits >= 2).sort((a, b) => b.hits - a.hits);
}

/**
 * The likeliest triples of finders, best first: three patterns of comparable size, far apart compared with
 * their size, the corner one at a roughly square angle. Named by the code's orientation (not mirrored).
 * With `completePairs`, the best pair's triples with the third finder guessed follow.
 */
export function findFinderTriples(
  dark: Uint8Array,
  width: number,
  height: number,
  max = 3,
  slack = LOOSE_RINGS,
  completePairs = false,
): FinderTriple[] {
  const found = candidates(dark, width, height, slack).slice(0, 8);
  const scored: Array<{ triple: FinderTriple; score: number }> = [];
  for (let i = 0; i < found.length; i += 1) {
    for (let j = i + 1; j < found.length; j += 1) {
      for (let k = j + 1; k < found.length; k += 1) {
        const triple = orient([found[i]!, found[j]!, found[k]!]);
        if (triple) scored.push(triple);
      }
    }
  }
  const best = (list: typeof scored, count: number) =>
    list
      .sort((a, b) => b.score - a.score)
      .slice(0, count)
      .map((s) => s.triple);
  // A pair's four guesses score alike; only the picture (the fit, the read) tells them apart.
  return [
    ...best(scored, max),
    ...(completePairs ? best(pairsCompleted(dark, found, width, height), 4) : []),
  ];
}

/**
 * A finder under paint or a scrape is not found, but two finders on one side of the code say where the third
 * must be: a square's corner, at either end of them, on the side where the timing pattern runs (alternate
 * modules three modules in from the finder centres, as in every code). Best timing first; the fit to the
 * picture tells which end.
 */
function pairsCompleted(dark: Uint8Array, found: Candidate[], width: number, height: number) {
  const completed: Array<{ triple: FinderTriple; score: number }> = [];
  for (let i = 0; i < found.length; i += 1) {
    for (let j = i + 1; j < found.length; j += 1) {
      const [p, q] = [found[i]!, found[j]!];
      if (Math.max(p.size, q.size) > 1.5 * Math.min(p.size, q.size)) continue;
      const [dx, dy] = [q.x - p.x, q.y - p.y];
      for (const side of [1, -1]) {
        const normal = { x: -dy * side, y: dx * side };
        const timing = timingBetween(dark, width, height, p, q, normal);
        if (timing < MIN_TIMING) continue;
        for (const corner of [p, q]) {
          const guess: Candidate = { x: corner.x + normal.x, y: corner.y + normal.y, size: p.size, hits: 0 };
          if (guess.x < 0 || guess.y < 0 || guess.x >= width || guess.y >= height) continue;
          const triple = orient([p, q, guess]);
          const guessed =
            triple && (['topRight', 'bottomLeft'] as const).find((k) => triple.triple[k] === guess);
          if (guessed) completed.push({ triple: { ...triple.triple, guessed }, score: timing });
        }
      }
    }
  }
  return completed;
}

/** A pair's timing pattern must show at least this share of its module boundaries. */
const MIN_TIMING = 0.6;

/**
 * The share of the timing pattern's module boundaries found between finders p and q, three modules towards
 * `normal` (as long as p to q) from their centres, five modules clear of each.
 */
function timingBetween(
  dark: Uint8Array,
  width: number,
  height: number,
  p: Candidate,
  q: Candidate,
  normal: Point,
) {
  const distance = Math.hypot(q.x - p.x, q.y - p.y);
  const module = (p.size + q.size) / 14;
  const boundaries = distance / module - 10;
  if (boundaries < 2) return 0;
  const along = { x: (q.x - p.x) / distance, y: (q.y - p.y) / distance };
  const inward = { x: (normal.x / distance) * 3 * module, y: (normal.y / distance) * 3 * module };
  let changes = 0;
  let last = -1;
  for (let t = 5 * module; t <= distance - 5 * module; t += module / 3) {
    const x = Math.round(p.x + along.x * t + inward.x);
    const y = Math.round(p.y + along.y * t + inward.y);
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    const value = dark[y * width + x]!;
    if (last !== -1 && value !== last) changes += 1;
    last = value;
  }
  return Math.min(changes, boundaries) / boundaries;
}

function orient(three: Candidate[]): { triple: FinderTriple; score: number } | null {
  const sizes = three.map((c) => c.size);
  if (Math.max(...sizes) > 3 * Math.min(...sizes)) return null;
  let best: { triple: FinderTriple; score: number } | null = null;
  for (let c = 0; c < 3; c += 1) {
    const corner = three[c]!;
    const [p, q] = three.filter((_, i) => i !== c) as [Candidate, Candidate];
    const ax = p.x - corner.x;
    const ay = p.y - corner.y;
    const bx = q.x - corner.x;
    const by = q.y - corner.y;
    const la = Math.hypot(ax, ay);
    const lb = Math.hypot(bx, by);
    const unit = (corner.size + p.size + q.size) / 3;
    // Finder centres sit 14 (version 1) to 50 (version 10) modules apart; a finder is 7 modules wide.
    if (Math.min(la, lb) < unit * 1.2 || Math.max(la, lb) > unit * 7.5) continue;
    const cos = (ax * bx + ay * by) / (la * lb);
    if (Math.abs(cos) > 0.6) continue;
    // Squeezed on a cylinder, one side may look as short as a third of the other.
    if (Math.max(la, lb) > 3.5 * Math.min(la, lb)) continue;
    const cross = ax * by - ay * bx;
    const [topRight, bottomLeft] = cross > 0 ? [p, q] : [q, p];
    const score = corner.hits + p.hits + q.hits - 20 * Math.abs(cos);
    if (!best || score > best.score) {
      best = { triple: { topLeft: corner, topRight, bottomLeft }, score };
    }
  }
  return best;
}

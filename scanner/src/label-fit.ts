/**
 * Fits a cylinder hypothesis to the picture without reading it: every QR code has the same finder patterns
 * and timing patterns (a row and a column of alternating modules between the finders), so sampling the
 * picture where a hypothesis puts those modules tells how well it lays the label flat. Hundreds of
 * hypotheses are scored for the cost of one read, and the best are refined before any is read.
 */
import { labelMap, type CylinderHypothesis, type LabelColumn } from './cylinder-model';
import type { FinderTriple, Point } from './finder-patterns';
import { sampleBilinear, type GrayImage } from './gray-image';

/** A module that every code of its size has, by its place along the curved side (c) and the axis (r). */
interface KnownModule {
  c: number;
  r: number;
  dark: boolean;
}

interface KnownModules {
  finders: KnownModule[][];
  /** Alternating runs from separator to separator: light, dark, ..., light. */
  timing: KnownModule[][];
}

/** The finders' middle row and column and the separator beyond them, and both timing patterns. */
function knownModules(n: number): KnownModules {
  const ring = (k: number) => Math.abs(k - 3) !== 2;
  const finder = (c0: number, r0: number, cSeparator: number, rSeparator: number): KnownModule[] => [
    ...Array.from({ length: 7 }, (_, k) => ({ c: c0 + k, r: r0 + 3, dark: ring(k) })),
    ...Array.from({ length: 7 }, (_, k) => ({ c: c0 + 3, r: r0 + k, dark: ring(k) })).filter(
      (m) => m.r !== r0 + 3,
    ),
    { c: cSeparator, r: r0 + 3, dark: false },
    { c: c0 + 3, r: rSeparator, dark: false },
  ];
  const far = n - 7;
  const run = (along: (k: number) => KnownModule) => Array.from({ length: far - 7 }, (_, k) => along(k + 7));
  return {
    finders: [finder(0, 0, 7, 7), finder(far, 0, far - 1, 7), finder(0, far, 7, far - 1)],
    timing: [run((c) => ({ c, r: 6, dark: c % 2 === 0 })), run((r) => ({ c: 6, r, dark: r % 2 === 0 }))],
  };
}

/**
 * How well a hypothesis lays the known modules where they belong, in grey levels: the light modules' mean
 * over the dark ones' within each finder, and along the timing patterns each module against its two
 * neighbours (so the shading across a cylinder cancels out).
 */
function fitScore(gray: GrayImage, triple: FinderTriple, h: CylinderHypothesis, n: number, centre: Point) {
  const map = labelMap(triple, h, centre);
  const modules = knownModulesOf(n);
  const step = 1 / (n - 7);
  // Hundreds of these a triple: plain loops, no arrays built per call.
  const columns: LabelColumn[] = [];
  for (let c = 0; c < n; c += 1) columns.push(map.column((c - 3) * step));
  const value = ({ c, r }: KnownModule) => {
    const p = map.at(columns[c]!, (r - 3) * step);
    return sampleBilinear(gray, p.x, p.y);
  };
  let finders = 0;
  for (const finder of modules.finders) {
    let light = 0;
    let lights = 0;
    let dark = 0;
    let darks = 0;
    for (const m of finder) {
      if (m.dark) {
        dark += value(m);
        darks += 1;
      } else {
        light += value(m);
        lights += 1;
      }
    }
    finders += light / Math.max(1, lights) - dark / Math.max(1, darks);
  }
  let timing = 0;
  for (const run of modules.timing) {
    let contrast = 0;
    let before = value(run[0]!);
    let here = value(run[1]!);
    for (let k = 1; k < run.length - 1; k += 1) {
      const after = value(run[k + 1]!);
      const against = here - (before + after) / 2;
      contrast += run[k]!.dark ? -against : against;
      before = here;
      here = after;
    }
    timing += contrast / Math.max(1, run.length - 2);
  }
  const score = finders / modules.finders.length + timing / modules.timing.length;
  // A hypothesis that turns the label past the cylinder's edge has no radius: no fit at all.
  return Number.isFinite(score) ? score : -Infinity;
}

const knownBySize = new Map<number, KnownModules>();
function knownModulesOf(n: number): KnownModules {
  let known = knownBySize.get(n);
  if (!known) {
    known = knownModules(n);
    knownBySize.set(n, known);
  }
  return known;
}

/** What the finders measured for one side's hypotheses: where to start the fit. */
export interface FitSeed {
  side: CylinderHypothesis['side'];
  ratio: number;
  /** Spans the finders' narrowing implies (radians). */
  spans: number[];
  /** The code's size in modules, from the finders' width along the axis and their distance. */
  modules: number;
  /** From how much smaller C's finder looks than A's (a camera looking along the axis). */
  taper: number;
}

export interface FittedHypothesis {
  h: CylinderHypothesis;
  score: number;
  /** The code's size in modules the fit settled on. */
  n: number;
}

const GRID_SPANS = [0.4, 0.65, 0.9, 1.15, 1.4, 1.65, 1.9, 2.15, 2.4];
const GRID_TURNS = [-0.3, -0.15, 0, 0.15, 0.3];
const GRID_BENDS = [-0.6, -0.3, 0, 0.3, 0.6];
const GRID_PERSPECTIVES = [0, 0.25];
/** Parameters refined one at a time, with their first step and their bounds. */
const REFINED: Array<{
  key: 'span' | 'turnCorrection' | 'bend' | 'perspective' | 'taper';
  step: number;
  min: number;
  max: number;
}> = [
  { key: 'span', step: 0.12, min: 0.25, max: 2.8 },
  { key: 'turnCorrection', step: 0.08, min: -0.6, max: 0.6 },
  { key: 'bend', step: 0.15, min: -0.9, max: 0.9 },
  { key: 'perspective', step: 0.08, min: 0, max: 0.45 },
  { key: 'taper', step: 0.15, min: -0.6, max: 0.6 },
];
/** Grid points refined per triple, and refined hypotheses kept. */
const STARTS = 4;

/** The version size (21, 25, ... modules) nearest a measured size. */
const sizeNear = (modules: number) => 17 + 4 * Math.min(10, Math.max(1, Math.round((modules - 17) / 4)));
/** That size and a version either side. */
const sizesAround = (n: number) => [n - 4, n, n + 4].filter((m) => m >= 21 && m <= 57);

function refine(score: (h: CylinderHypothesis) => number, start: FittedHypothesis): FittedHypothesis {
  let best = start;
  for (const scale of [1, 0.5, 0.25]) {
    for (let round = 0, improved = true; improved && round < 3; round += 1) {
      improved = false;
      for (const { key, step, min, max } of REFINED) {
        for (const sign of [1, -1]) {
          const value = Math.min(max, Math.max(min, best.h[key] + sign * step * scale));
          if (value === best.h[key]) continue;
          const h = { ...best.h };
          h[key] = value;
          const s = score(h);
          if (s > best.score) {
            best = { ...best, h, score: s };
            improved = true;
          }
        }
      }
    }
  }
  return best;
}

/** The coarse grid each size is scored over. */
const COARSE_SPANS = [0.4, 0.9, 1.4, 1.9, 2.4];
const COARSE_BENDS = [-0.6, 0, 0.6];
/** Every version's size up to version 10 (57 modules), the largest the fit considers. */
const VERSION_SIZES = Array.from({ length: 10 }, (_, k) => 21 + 4 * k);

/**
 * The code's size the fit prefers: each version's size scored over a coarse grid (no turn correction, no
 * perspective), a step a size. The finders' widths mislead where a stripe of light or a steep view along the
 * axis narrows them: on one such label they said 45 modules, and only at its 33 does the fit find the code.
 */
function* sizeByFit(
  gray: GrayImage,
  triple: FinderTriple,
  seed: FitSeed,
  centre: Point,
): Generator<void, number> {
  let best = { n: sizeNear(seed.modules), score: -Infinity };
  const axes = { turns: [0], bends: COARSE_BENDS, perspectives: [0], tapers: tapersOf(seed) };
  for (const n of VERSION_SIZES) {
    for (const span of [...seed.spans, ...COARSE_SPANS]) {
      for (const h of gridAt(seed, span, axes)) {
        const score = fitScore(gray, triple, h, n, centre);
        if (score > best.score) best = { n, score };
      }
    }
    yield;
  }
  return best.n;
}

/** A seed's grid at one span: every combination of the other parameters' values. */
function gridAt(
  seed: FitSeed,
  span: number,
  axes: { turns: number[]; bends: number[]; perspectives: number[]; tapers: number[] },
): CylinderHypothesis[] {
  const list: CylinderHypothesis[] = [];
  for (const turnCorrection of axes.turns) {
    for (const bend of axes.bends) {
      for (const perspective of axes.perspectives) {
        for (const taper of axes.tapers) {
          list.push({ side: seed.side, ratio: seed.ratio, span, turnCorrection, bend, perspective, taper });
        }
      }
    }
  }
  return list;
}

/** The taper the finders' sizes imply is tried besides none, when there is any to speak of. */
const tapersOf = (seed: FitSeed) => (Math.abs(seed.taper) > 0.08 ? [0, seed.taper] : [0]);

/**
 * The best hypotheses for one finder triple, best first, each refined from a grid: a step of the search
 * per span of the grid (about a millisecond: a camera frame takes several), the list once done. The grid is
 * at the size the finders' widths measure and, with `everySize`, at the size a coarse fit of every
 * version's size prefers.
 */
export function* fitHypotheses(
  gray: GrayImage,
  triple: FinderTriple,
  seeds: FitSeed[],
  everySize = true,
): Generator<void, FittedHypothesis[]> {
  const centre = { x: gray.width / 2, y: gray.height / 2 };
  const grid: FittedHypothesis[] = [];
  for (const seed of seeds) {
    const axes = {
      turns: GRID_TURNS,
      bends: GRID_BENDS,
      perspectives: GRID_PERSPECTIVES,
      tapers: tapersOf(seed),
    };
    // The size the finders' widths say, and (every size scored) the one the coarse fit prefers.
    const measured = sizeNear(seed.modules);
    const sizes = new Set([measured, everySize ? yield* sizeByFit(gray, triple, seed, centre) : measured]);
    for (const n of sizes) {
      for (const span of [...seed.spans, ...GRID_SPANS]) {
        for (const h of gridAt(seed, span, axes)) {
          grid.push({ h, n, score: fitScore(gray, triple, h, n, centre) });
        }
        yield;
      }
    }
  }
  grid.sort((p, q) => q.score - p.score);
  const starts: typeof grid = [];
  for (const g of grid) {
    const distinct = starts.every(
      (s) => s.h.side !== g.h.side || s.n !== g.n || Math.abs(s.h.span - g.h.span) > 0.2,
    );
    if (distinct) starts.push(g);
    if (starts.length === STARTS) break;
  }
  // Each start also tries a version either side of its size before refining.
  const refined = starts.map((start) => {
    const sized = sizesAround(start.n).map((n) => ({ n, score: fitScore(gray, triple, start.h, n, centre) }));
    const { n, score } = sized.reduce((best, s) => (s.score > best.score ? s : best));
    return refine((candidate) => fitScore(gray, triple, candidate, n, centre), { h: start.h, score, n });
  });
  return refined.sort((p, q) => q.score - p.score);
}

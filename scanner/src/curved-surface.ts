/**
 * Reading a label wrapped on a cylinder (extinguisher, gas bottle, pipe). A flat reader maps the code with
 * one perspective transform, which cannot follow a surface that bends away: the modules towards the sides
 * shrink as the cosine of the angle they turn from the camera. Here the three finder patterns fix the
 * label's corner and its two sides; each hypothesis says which side wraps round the cylinder, how far the
 * code turns (the angle between the finder centres) and how far the camera looks along the axis. A sampling
 * grid that follows that curve lays the label flat again, and the flat reader gets the flattened image.
 */
import { corners, labelMap, length, sub, unit, type CylinderHypothesis } from './cylinder-model';
import {
  binarize,
  findFinderTriples,
  finderWidth,
  LOOSEST_RINGS,
  type FinderTriple,
  type Point,
} from './finder-patterns';
import { fitTo, localMidThreshold, sampleBilinear, sharpen, type GrayImage } from './gray-image';
import { fitHypotheses, type FitSeed, type FittedHypothesis } from './label-fit';
import { redrawCode } from './redraw-code';

type Hypothesis = CylinderHypothesis & { rank: number };

const SPANS = [0.5, 0.9, 1.3, 1.7, 2.1];
const BENDS = [0, 0.35, -0.35];
const PERSPECTIVES = [0.25, 0];
/** Finder widths give the code's turn only roughly once blurred: try a little either side too. */
const TURN_CORRECTIONS = [0, 0.2, -0.2];
/**
 * Finder searches run on at most this many pixels a side (image files): a finder squeezed to a quarter of
 * its width on a narrow pipe still shows its rings at 1280 px, not at 900.
 */
const SEARCH_SIDE = 1280;
/** At most this many finder triples are tried, the likeliest first (fewer on camera frames: see options). */
const MAX_TRIPLES = 4;
/** Fitted hypotheses read flattened (then redrawn) before the rest. */
export const FIRST_FITTED = 4;
/** Triples with one finder guessed from the other two, fitted after the found ones (image files). */
const GUESSED_TRIPLES = 4;
/**
 * Ranked hypotheses read right after the first fitted ones: the first triple's span as its finders' widths
 * measure it, seen flat on. Under a stripe of glare the fit can prefer a worse span than that.
 */
const MEASURED_FIRST = 2;
/**
 * How many candidates come before the other fitted ones (image files): the first fitted flattened, the
 * same redrawn, the first fitted to the later triples redrawn, and the measured hypotheses (3 at most).
 */
export const FIRST_CANDIDATES = 3 * FIRST_FITTED + 3;
/** Triples from the loosest finder search, on top of the others (image files). */
const LOOSE_TRIPLES = 2;
/** How far past the finder centres to sample, as a share of the distance between them (quiet zone included). */
const MARGIN = 0.42;

const clampCos = (c: number) => Math.min(1, Math.max(0.05, c));

/**
 * How much narrower each finder looks across the curved side than along the axis (the cosine of its turn),
 * how many modules the code has (finder width along the axis against the finders' distance), and how much
 * smaller C's finder looks than A's (the far end of a label seen along the axis).
 */
function squeeze(gray: GrayImage, dark: Uint8Array, triple: FinderTriple, side: CylinderHypothesis['side']) {
  const { a, b, c } = corners(triple, side);
  const across = unit(sub(b, a));
  const along = unit(sub(c, a));
  const limit = Math.round(length(sub(b, a)) / 2);
  // A guessed finder has no width to measure (paint or a scrape covers it).
  const width = (p: Point, d: Point) =>
    triple.guessed && triple[triple.guessed] === p ? null : finderWidth(dark, gray, p, d.x, d.y, limit);
  const [aAcross, aAlong] = [width(a, across), width(a, along)];
  const bAcross = width(b, across) ?? (triple.guessed ? aAcross : null);
  const bAlong = width(b, along) ?? (triple.guessed ? aAlong : null);
  if (!aAcross || !aAlong || !bAcross || !bAlong) return null;
  const cAcross = width(c, across);
  const cAlong = width(c, along) ?? aAlong;
  return {
    cosA: clampCos(aAcross / aAlong),
    cosB: clampCos(bAcross / bAlong),
    ratio: bAcross / aAcross,
    modules: 7 + (14 * length(sub(c, a))) / (aAlong + cAlong),
    taper: cAcross ? Math.min(0.6, Math.max(-0.6, aAcross / cAcross - 1)) : 0,
  };
}

function hypotheses(gray: GrayImage, dark: Uint8Array, triple: FinderTriple) {
  const measured = (['top', 'left'] as const).map((side) => ({
    side,
    squeeze: squeeze(gray, dark, triple, side),
  }));
  // The side whose finders look narrower across than along is likelier the curved one.
  const curvature = (m: (typeof measured)[number]) => (m.squeeze ? 2 - m.squeeze.cosA - m.squeeze.cosB : 0);
  measured.sort((p, q) => curvature(q) - curvature(p));
  const list: Hypothesis[] = [];
  const seeds: FitSeed[] = [];
  measured.forEach(({ side, squeeze: s }, sideRank) => {
    const turnA = Math.acos(s?.cosA ?? 1);
    const turnB = Math.acos(s?.cosB ?? 1);
    // Finders on either side of the line of sight, or both on one side.
    const guesses = [turnA + turnB, Math.abs(turnA - turnB)];
    // The measured spans first, then the fixed ones nearest to them.
    const measuredSpans = guesses.filter((g) => g > 0.3 && g < 2.6);
    const ratio = s?.ratio ?? 1;
    // Finders too squeezed to measure: the fit starts from the product's labels (version 4, 33 modules).
    seeds.push({ side, ratio, spans: measuredSpans, modules: s?.modules ?? 33, taper: s?.taper ?? 0 });
    const bySpan = [
      ...measuredSpans,
      ...[...SPANS].sort(
        (p, q) =>
          Math.min(...guesses.map((g) => Math.abs(p - g))) - Math.min(...guesses.map((g) => Math.abs(q - g))),
      ),
    ];
    bySpan.forEach((span, spanRank) => {
      BENDS.forEach((bend, bendRank) => {
        PERSPECTIVES.forEach((perspective, perspectiveRank) => {
          TURN_CORRECTIONS.forEach((turnCorrection, correctionRank) => {
            const rank = 2 * sideRank + spanRank + 1.5 * bendRank + perspectiveRank + 3 * correctionRank;
            list.push({ side, span, bend, perspective, turnCorrection, taper: 0, ratio, rank });
          });
        });
      });
    });
  });
  return { list: list.sort((p, q) => p.rank - q.rank), seeds };
}

/** Lay the label flat under one hypothesis, the finder centres `scale` px apart, MARGIN * scale in. */
function unwrap(gray: GrayImage, triple: FinderTriple, h: CylinderHypothesis): GrayImage {
  const { a, c } = corners(triple, h.side);
  const map = labelMap(triple, h, { x: gray.width / 2, y: gray.height / 2 });
  const scale = Math.min(300, Math.max(160, length(sub(c, a))));
  const size = Math.round(scale * (1 + 2 * MARGIN));
  const out = new Uint8Array(size * size).fill(255);
  const columns = Array.from({ length: size }, (_, i) => map.column(i / scale - MARGIN));
  for (let j = 0; j < size; j += 1) {
    const v = j / scale - MARGIN;
    for (let i = 0; i < size; i += 1) {
      const p = map.at(columns[i]!, v);
      // 'top': columns run across the code; 'left': they run down it, so swap to keep the code unmirrored.
      out[h.side === 'top' ? j * size + i : i * size + j] = sampleBilinear(gray, p.x, p.y);
    }
  }
  return { data: out, width: size, height: size };
}

type FoundTriple = { triple: FinderTriple; dark: Uint8Array };

/** What the finder search found: triples of found finders, triples with one guessed, and the sharpened map. */
interface Searched {
  found: FoundTriple[];
  guessed: FoundTriple[];
  sharpened: Uint8Array;
}

const samePlace = (p: FinderTriple, q: FinderTriple) =>
  (['topLeft', 'topRight', 'bottomLeft'] as const).every((k) => length(sub(p[k], q[k])) < 6);

/**
 * Finder triples on three binarizations, built and searched a step each (a camera frame takes a step): dividing by the
 * local mean (shading), the local middle of dark and light (glare), and that after sharpening (blur).
 */
function* findTriples(
  working: GrayImage,
  limits: { maxTriples: number; ringSlack?: number; guessHidden: boolean },
): Generator<void, Searched> {
  const block = Math.max(4, Math.round(Math.max(working.width, working.height) / 110));
  const darkWhereBlack = (image: GrayImage) => image.data.map((v) => (v === 0 ? 1 : 0));
  const maps = [
    () => binarize(working),
    () => darkWhereBlack(localMidThreshold(working, block)),
    // Blur merges a squeezed finder's thin light ring into its dark ones: sharpened, it comes back. Last,
    // so the loosest search (below) can reuse it.
    () => darkWhereBlack(localMidThreshold(sharpen(working, 3), block)),
  ];
  const found: FoundTriple[] = [];
  const guessed: FoundTriple[] = [];
  let dark: Uint8Array = new Uint8Array(0);
  for (const map of maps) {
    dark = map();
    yield;
    const triples = findFinderTriples(
      dark,
      working.width,
      working.height,
      2,
      limits.ringSlack,
      limits.guessHidden,
    );
    for (const triple of triples) {
      if ([...found, ...guessed].some((t) => samePlace(t.triple, triple))) continue;
      if (!triple.guessed && found.length < limits.maxTriples) found.push({ triple, dark });
      if (triple.guessed && guessed.length < GUESSED_TRIPLES) guessed.push({ triple, dark });
    }
    yield;
  }
  return { found, guessed, sharpened: dark };
}

/**
 * The last finder search (image files, once the first candidates have failed): rings within 0.95 of a
 * module on the sharpened map, where a stripe of light across a finder seen along the axis leaves no ring
 * truer. Too loose for the first searches (false finders crowd the real ones out), so its best triples
 * come on top of the others.
 */
function looseTriples(working: GrayImage, searched: Searched): FoundTriple[] {
  const { sharpened: dark } = searched;
  const known = [...searched.found, ...searched.guessed];
  return findFinderTriples(dark, working.width, working.height, LOOSE_TRIPLES, LOOSEST_RINGS)
    .filter((triple) => !known.some((t) => samePlace(t.triple, triple)))
    .map((triple) => ({ triple, dark }));
}

/** Where, in a flattened image, the code must be read for the read to count: centre and side, px. */
export interface ExpectedCode {
  x: number;
  y: number;
  size: number;
}

/** A flattened candidate, or null for a step of the finder search (work done, nothing to read yet). */
export type CurvedStep = { image: GrayImage; expected: ExpectedCode } | null;

/**
 * The flattened candidates for a photo, likeliest first, built one at a time as they are asked for, after
 * the finder search's steps. `skip` and `take` let the camera go on where its last picture stopped;
 * `searchSide` bounds the finder search's picture, `maxTriples` the triples fitted and `ringSlack` how
 * loosely a finder's rings may match (all three smaller for camera frames, whose steps must stay short);
 * `thorough` (image files) adds redrawn codes, triples with a guessed or loosely found finder, and a fit
 * of every code size.
 */
export function* curvedSurfaceSteps(
  gray: GrayImage,
  options: {
    skip?: number;
    take?: number;
    searchSide?: number;
    maxTriples?: number;
    ringSlack?: number;
    thorough?: boolean;
  } = {},
): Generator<CurvedStep> {
  const {
    skip = 0,
    take = Infinity,
    searchSide = SEARCH_SIDE,
    maxTriples = MAX_TRIPLES,
    thorough = true,
  } = options;
  const working = fitTo(gray, searchSide);
  const search = findTriples(working, { maxTriples, ringSlack: options.ringSlack, guessHidden: thorough });
  let searching = search.next();
  for (; !searching.done; searching = search.next()) yield null;
  const searched = searching.value;
  // Finders found on the smaller copy; the label is sampled from the full picture, for its thin side modules.
  const k = gray.width / working.width;
  const full = (p: Point): Point => ({ x: p.x * k, y: p.y * k });
  const measure = (list: FoundTriple[]) =>
    list.map(({ triple, dark }) => ({
      triple: {
        topLeft: full(triple.topLeft),
        topRight: full(triple.topRight),
        bottomLeft: full(triple.bottomLeft),
        ...(triple.guessed && { guessed: triple.guessed }),
      },
      ...hypotheses(working, dark, triple),
    }));
  const found = measure(searched.found);
  const centre = { x: gray.width / 2, y: gray.height / 2 };
  // Candidates are numbered in the order below, so the camera can skip those its earlier pictures tried.
  let index = 0;
  const wanted = () => index++ >= skip && index <= skip + take;
  // First the best hypotheses fitted to each found triple's finder and timing patterns, read flattened;
  // then (image files) the same redrawn clean, and the best fitted to the triples of the loosest search
  // and those with a guessed finder, redrawn (flattened, the flat reader would find no third finder in a
  // guessed one); then the best triple's measured hypotheses; then the other fitted hypotheses the same
  // ways; then every found triple's grid of hypotheses interleaved by likelihood, a later triple a little
  // less likely.
  const fitted = yield* fitEach(gray, found, thorough);
  let laterFits: Fitted[] | undefined;
  function* fitLater(): Generator<null, Fitted[]> {
    const loose = looseTriples(working, searched);
    yield null;
    return yield* fitEach(gray, measure([...loose, ...searched.guessed]), thorough);
  }
  function* fittedStage(from: number, to: number): Generator<CurvedStep> {
    for (const f of fitted.slice(from, to)) if (wanted()) yield flattened(gray, f.triple, f.h);
    if (!thorough) return;
    laterFits ??= yield* fitLater();
    for (const f of [...fitted.slice(from, to), ...laterFits.slice(from, to)]) {
      if (wanted()) yield redrawCode(gray, labelMap(f.triple, f.h, centre), f.n, f.h.side === 'left');
    }
  }
  const ranked = found
    .flatMap(({ triple, list }, order) => list.map((h) => ({ triple, h, rank: h.rank + 2 * order })))
    .sort((p, q) => p.rank - q.rank);
  function* rankedStage(from: number, to: number): Generator<CurvedStep> {
    for (const { triple, h } of ranked.filter(({ rank }) => rank >= from && rank < to)) {
      if (index >= skip + take) return;
      if (wanted()) yield flattened(gray, triple, h);
    }
  }
  yield* fittedStage(0, FIRST_FITTED);
  yield* rankedStage(0, MEASURED_FIRST);
  yield* fittedStage(FIRST_FITTED, Infinity);
  yield* rankedStage(MEASURED_FIRST, Infinity);
}

type Fitted = FittedHypothesis & { triple: FinderTriple; fit: number };

/**
 * Each triple's fitted hypotheses (a step a grid span), best fit first: the fit in grey levels over the
 * contrast round the triple, so triples in dim and bright light compare.
 */
function* fitEach(
  gray: GrayImage,
  triples: Array<{ triple: FinderTriple; seeds: FitSeed[] }>,
  everySize: boolean,
): Generator<null, Fitted[]> {
  const added: Fitted[] = [];
  for (const { triple, seeds } of triples) {
    const fit = fitHypotheses(gray, triple, seeds, everySize);
    let step = fit.next();
    for (; !step.done; step = fit.next()) yield null;
    const spread = contrastAround(gray, triple);
    added.push(...step.value.map((f) => ({ ...f, triple, fit: f.score / spread })));
  }
  return added.sort((p, q) => q.fit - p.fit);
}

/** A hypothesis laid flat, with where the code must be read in it. */
function flattened(gray: GrayImage, triple: FinderTriple, h: CylinderHypothesis): CurvedStep {
  const image = unwrap(gray, triple, h);
  // The finder centres span `scale` px from MARGIN * scale; the code reaches 3.5 modules past them.
  const scale = image.width / (1 + 2 * MARGIN);
  return { image, expected: { x: image.width / 2, y: image.height / 2, size: scale * 1.25 } };
}

/** The spread of grey levels (10th to 90th percentile) over the box the finder centres span. */
function contrastAround(gray: GrayImage, triple: FinderTriple): number {
  const points = [triple.topLeft, triple.topRight, triple.bottomLeft];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const values: number[] = [];
  for (let j = 0; j <= 24; j += 1) {
    for (let i = 0; i <= 24; i += 1) {
      values.push(sampleBilinear(gray, x0 + ((x1 - x0) * i) / 24, y0 + ((y1 - y0) * j) / 24));
    }
  }
  values.sort((p, q) => p - q);
  return Math.max(16, values[Math.floor(values.length * 0.9)]! - values[Math.floor(values.length * 0.1)]!);
}

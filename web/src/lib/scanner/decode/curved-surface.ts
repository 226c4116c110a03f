/**
 * Reading a label wrapped on a cylinder (extinguisher, gas bottle, pipe). A flat reader maps the code with
 * one perspective transform, which cannot follow a surface that bends away: the modules towards the sides
 * shrink as the cosine of the angle they turn from the camera. Here the three finder patterns fix the
 * label's corner and its two sides; each hypothesis says which side wraps round the cylinder, how far the
 * code turns (the angle between the finder centres) and how far the camera looks along the axis. A sampling
 * grid that follows that curve lays the label flat again, and the flat reader gets the flattened image.
 */
import { binarize, findFinderTriples, finderWidth, type FinderTriple, type Point } from './finder-patterns';
import { localMidThreshold, resize, sharpen, type GrayImage } from './gray-image';

interface Hypothesis {
  /** The code's side that runs round the cylinder: 'top' (topLeft→topRight) or 'left' (topLeft→bottomLeft). */
  side: 'top' | 'left';
  /** Angle between the two finder centres on that side, as seen from the axis (radians). */
  span: number;
  /** How far the camera looks along the axis: rows of the label bend into arcs by this much of the radius. */
  bend: number;
  /** Radius over the camera's distance from the axis: 0 far off, about 0.3 close up. */
  perspective: number;
  /** Correction to the code's turn away from the camera read from its finders' widths (radians). */
  turnCorrection: number;
  rank: number;
}

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
/** At most this many finder triples are tried, the likeliest first. */
const MAX_TRIPLES = 4;
/** How far past the finder centres to sample, as a share of the distance between them (quiet zone included). */
const MARGIN = 0.42;

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const length = (p: Point) => Math.hypot(p.x, p.y);
const unit = (p: Point): Point => ({ x: p.x / length(p), y: p.y / length(p) });
const clampCos = (c: number) => Math.min(1, Math.max(0.05, c));

/** The corner, the finder along the curved side, and the one along the straight (axis) side. */
function corners(triple: FinderTriple, side: Hypothesis['side']) {
  return side === 'top'
    ? { a: triple.topLeft, b: triple.topRight, c: triple.bottomLeft }
    : { a: triple.topLeft, b: triple.bottomLeft, c: triple.topRight };
}

/** How much narrower each finder looks across the curved side than along the axis: the cosine of its turn. */
function squeeze(gray: GrayImage, dark: Uint8Array, triple: FinderTriple, side: Hypothesis['side']) {
  const { a, b, c } = corners(triple, side);
  const across = unit(sub(b, a));
  const along = unit(sub(c, a));
  const limit = Math.round(length(sub(b, a)) / 2);
  const width = (p: Point, d: Point) => finderWidth(dark, gray, p, d.x, d.y, limit);
  const [aAcross, aAlong, bAcross, bAlong] = [
    width(a, across),
    width(a, along),
    width(b, across),
    width(b, along),
  ];
  if (!aAcross || !aAlong || !bAcross || !bAlong) return null;
  return { cosA: clampCos(aAcross / aAlong), cosB: clampCos(bAcross / bAlong), ratio: bAcross / aAcross };
}

function hypotheses(gray: GrayImage, dark: Uint8Array, triple: FinderTriple) {
  const measured = (['top', 'left'] as const).map((side) => ({
    side,
    squeeze: squeeze(gray, dark, triple, side),
  }));
  // The side whose finders look narrower across than along is likelier the curved one.
  const curvature = (m: (typeof measured)[number]) => (m.squeeze ? 2 - m.squeeze.cosA - m.squeeze.cosB : 0);
  measured.sort((p, q) => curvature(q) - curvature(p));
  const list: Array<Hypothesis & { ratio: number }> = [];
  measured.forEach(({ side, squeeze: s }, sideRank) => {
    const turnA = Math.acos(s?.cosA ?? 1);
    const turnB = Math.acos(s?.cosB ?? 1);
    // Finders on either side of the line of sight, or both on one side.
    const guesses = [turnA + turnB, Math.abs(turnA - turnB)];
    // The measured spans first, then the fixed ones nearest to them.
    const measuredSpans = guesses.filter((g) => g > 0.3 && g < 2.6);
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
            list.push({ side, span, bend, perspective, turnCorrection, ratio: s?.ratio ?? 1, rank });
          });
        });
      });
    });
  });
  return list.sort((p, q) => p.rank - q.rank);
}

/**
 * Lay the label flat under one hypothesis: each output column is one angle round the cylinder. Seen from
 * close by, the parts of the label that turn away are also farther off and look smaller (perspective):
 * by 1 / (1 - perspective * cos(turn)), perspective being the radius over the camera's distance from the
 * axis. Rows stay straight only through the picture's centre, where the camera looks.
 */
function unwrap(gray: GrayImage, triple: FinderTriple, h: Hypothesis & { ratio: number }): GrayImage {
  const { a, b, c } = corners(triple, h.side);
  // Where the code's middle turns from the camera, from how much narrower one finder looks than the other:
  // cos(turnB) / cos(turnA) = ratio.
  const middle = Math.atan((1 - h.ratio) / ((1 + h.ratio) * Math.tan(h.span / 2))) + h.turnCorrection;
  const turnA = middle - h.span / 2;
  const turnB = middle + h.span / 2;
  const near = (turn: number) => 1 / (1 - h.perspective * Math.cos(turn));
  const chord = sub(b, a);
  const across = unit(chord);
  const axis = sub(c, a);
  const axisUnit = unit(axis);
  const radius = length(chord) / (Math.sin(turnB) * near(turnB) - Math.sin(turnA) * near(turnA));
  const centre = { x: gray.width / 2, y: gray.height / 2 };
  const straightRow = ((centre.x - a.x) * axisUnit.x + (centre.y - a.y) * axisUnit.y) / length(axis);
  /** Where the point at `turn` round the cylinder and `v` along the axis lands, v = 0 on A's row. */
  const model = (turn: number) => {
    const grow = near(turn) / near(turnA);
    const round = radius * (Math.sin(turn) * near(turn) - Math.sin(turnA) * near(turnA));
    const depth = radius * h.bend * (Math.cos(turn) - Math.cos(turnA));
    const shift = straightRow * (1 - grow);
    return {
      x: a.x + across.x * round + axisUnit.x * depth + axis.x * shift,
      y: a.y + across.y * round + axisUnit.y * depth + axis.y * shift,
      grow,
    };
  };
  // What the model misses at B is spread evenly across the code, so B's finder lands where it was found.
  const atB = model(turnB);
  const miss = { x: b.x - atB.x, y: b.y - atB.y };
  const scale = Math.min(300, Math.max(160, length(axis)));
  const size = Math.round(scale * (1 + 2 * MARGIN));
  const out = new Uint8Array(size * size).fill(255);
  const limit = Math.PI / 2 - 0.02;
  const columns = Array.from({ length: size }, (_, i) => {
    const u = i / scale - MARGIN;
    const point = model(Math.max(-limit, Math.min(limit, turnA + u * h.span)));
    return { x: point.x + miss.x * u, y: point.y + miss.y * u, grow: point.grow };
  });
  for (let j = 0; j < size; j += 1) {
    const v = j / scale - MARGIN;
    for (let i = 0; i < size; i += 1) {
      const col = columns[i]!;
      const value = sample(gray, col.x + axis.x * v * col.grow, col.y + axis.y * v * col.grow);
      // 'top': columns run across the code; 'left': they run down it, so swap to keep the code unmirrored.
      out[h.side === 'top' ? j * size + i : i * size + j] = value;
    }
  }
  return { data: out, width: size, height: size };
}

function sample(gray: GrayImage, x: number, y: number): number {
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

type FoundTriple = { triple: FinderTriple; dark: Uint8Array };

/**
 * Finder triples on three binarizations, built and searched a step each (a camera frame takes a step): dividing by the
 * local mean (shading), the local middle of dark and light (glare), and that after sharpening (blur).
 */
function* findTriples(working: GrayImage, found: FoundTriple[]): Generator<void> {
  const block = Math.max(4, Math.round(Math.max(working.width, working.height) / 110));
  const darkWhereBlack = (image: GrayImage) => image.data.map((v) => (v === 0 ? 1 : 0));
  const maps = [
    () => binarize(working),
    () => darkWhereBlack(localMidThreshold(working, block)),
    // Blur merges a squeezed finder's thin light ring into its dark ones: sharpened, it comes back.
    () => darkWhereBlack(localMidThreshold(sharpen(working, 3), block)),
  ];
  for (const map of maps) {
    const dark = map();
    yield;
    for (const triple of findFinderTriples(dark, working.width, working.height, 2)) {
      const same = found.some(({ triple: t }) =>
        (['topLeft', 'topRight', 'bottomLeft'] as const).every(
          (k) => Math.hypot(t[k].x - triple[k].x, t[k].y - triple[k].y) < 6,
        ),
      );
      if (!same && found.length < MAX_TRIPLES) found.push({ triple, dark });
    }
    yield;
  }
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
 * `searchSide` bounds the finder search's picture (smaller for camera frames).
 */
export function* curvedSurfaceSteps(
  gray: GrayImage,
  options: { skip?: number; take?: number; searchSide?: number } = {},
): Generator<CurvedStep> {
  const { skip = 0, take = Infinity, searchSide = SEARCH_SIDE } = options;
  const longSide = Math.max(gray.width, gray.height);
  const working = longSide > searchSide ? resize(gray, searchSide / longSide) : gray;
  const triples: FoundTriple[] = [];
  const search = findTriples(working, triples);
  while (!search.next().done) yield null;
  // Hypotheses of every triple interleaved by likelihood, a later triple a little less likely.
  const all = triples
    .flatMap(({ triple, dark }, index) =>
      hypotheses(working, dark, triple).map((h) => ({ triple, h, rank: h.rank + 2 * index })),
    )
    .sort((p, q) => p.rank - q.rank);
  // Finders found on the smaller copy; the label is sampled from the full picture, for its thin side modules.
  const k = gray.width / working.width;
  const full = (p: Point): Point => ({ x: p.x * k, y: p.y * k });
  for (const { triple, h } of all.slice(skip, skip + take)) {
    const scaled = {
      topLeft: full(triple.topLeft),
      topRight: full(triple.topRight),
      bottomLeft: full(triple.bottomLeft),
    };
    const image = unwrap(gray, scaled, h);
    // The finder centres span `scale` px from MARGIN * scale; the code reaches 3.5 modules past them.
    const scale = image.width / (1 + 2 * MARGIN);
    yield { image, expected: { x: image.width / 2, y: image.height / 2, size: scale * 1.25 } };
  }
}

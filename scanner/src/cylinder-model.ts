/**
 * Where a point of a label wrapped on a cylinder lands in the picture, under one hypothesis of the
 * cylinder's geometry. The three finder centres pin the label's corner (A), the finder along the side that
 * runs round the cylinder (B) and the one along the axis (C); label coordinates (u, v) are 0 at A's centre
 * and 1 at B's centre (u, round the cylinder) or C's centre (v, along the axis).
 */
import type { FinderTriple, Point } from './finder-patterns';

export interface CylinderHypothesis {
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
  /**
   * A camera looking along the axis sees the label's far end smaller: C's row by 1 / (1 + taper), the
   * label's columns converging on the axis's vanishing point.
   */
  taper: number;
  /** B's finder width across over A's, as measured: cos(turn at B) / cos(turn at A). */
  ratio: number;
}

/** A point of one column of the label at v = 0, and how much nearer (larger) the surface is there than at A. */
export interface LabelColumn extends Point {
  grow: number;
}

export interface LabelMap {
  column: (u: number) => LabelColumn;
  at: (column: LabelColumn, v: number) => Point;
}

/** The corner, the finder along the curved side, and the one along the straight (axis) side. */
export function corners(triple: FinderTriple, side: CylinderHypothesis['side']) {
  return side === 'top'
    ? { a: triple.topLeft, b: triple.topRight, c: triple.bottomLeft }
    : { a: triple.topLeft, b: triple.bottomLeft, c: triple.topRight };
}

export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const length = (p: Point) => Math.hypot(p.x, p.y);
export const unit = (p: Point): Point => ({ x: p.x / length(p), y: p.y / length(p) });

const TURN_LIMIT = Math.PI / 2 - 0.02;

/**
 * Each column is one angle round the cylinder. Seen from close by, the parts of the label that turn away
 * are also farther off and look smaller (perspective): by 1 / (1 - perspective * cos(turn)). Rows stay
 * straight only through the picture's centre, where the camera looks.
 */
export function labelMap(triple: FinderTriple, h: CylinderHypothesis, centre: Point): LabelMap {
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
  const straightRow = ((centre.x - a.x) * axisUnit.x + (centre.y - a.y) * axisUnit.y) / length(axis);
  const model = (turn: number): LabelColumn => {
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
  const miss = sub(b, atB);
  const column = (u: number): LabelColumn => {
    const point = model(Math.max(-TURN_LIMIT, Math.min(TURN_LIMIT, turnA + u * h.span)));
    return { x: point.x + miss.x * u, y: point.y + miss.y * u, grow: point.grow };
  };
  // Along the axis, a 1-D perspective that keeps v = 0 on A's row and v = 1 on C's.
  const far = 1 + h.taper;
  const at = (col: LabelColumn, v: number): Point => {
    const d = Math.max(0.2, 1 + h.taper * v);
    return {
      x: a.x + (col.x - a.x + axis.x * v * col.grow * far) / d,
      y: a.y + (col.y - a.y + axis.y * v * col.grow * far) / d,
    };
  };
  return { column, at };
}

/**
 * Charted positions: read as crews and charts write them (degrees and decimal minutes, `59° 54.740' N
 * 010° 45.139' E`; degrees, minutes and seconds; or decimal degrees, `59.91233, 10.75232`), written back in
 * degrees and decimal minutes, and the distance between two positions.
 */
import { z } from 'zod';
import { withFieldCode } from './error-codes';
import { chartPositionSchema, type ChartPosition } from './chart-position-schema';

export const CHART_POSITION_EXAMPLE = "59° 54.740' N 010° 45.139' E";
const HOW_TO_WRITE = `Write a position as ${CHART_POSITION_EXAMPLE} or as 59.91233, 10.75232`;

/** Hemisphere letters in English and Norwegian (Ø and O for øst, V for vest). */
const SOUTH_OR_WEST = new Set(['S', 'W', 'V']);
const LATITUDE_LETTERS = new Set(['N', 'S']);
const LONGITUDE_LETTERS = new Set(['E', 'W', 'Ø', 'O', 'V']);

interface Coordinate {
  letter?: string;
  parts: { value: number; mark?: string }[];
}

type Parsed = { ok: true; position: ChartPosition } | { ok: false; message: string };

const TOKEN = /\s*(?:(\d+(?:[.,]\d+)?)|([°'"])|([NSEWØOV])|([;/,])|(-))/uy;

function tokenize(text: string): Coordinate[] | undefined {
  const normalized = text
    .toUpperCase()
    .replace(/º|˚|DEG/g, '°')
    .replace(/[′’‘´`]/g, "'")
    .replace(/[″”“]|''/g, '"')
    .trim();
  const coordinates: Coordinate[] = [];
  let current: Coordinate = { parts: [] };
  let negative = false;
  const finish = () => {
    if (current.parts.length > 0 || current.letter) coordinates.push(current);
    current = { parts: [] };
  };
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < normalized.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(normalized);
    if (!match || match.index !== at) return undefined;
    const [, number, mark, letter, separator, minus] = match;
    if (number !== undefined) {
      // A number after seconds, or a fourth number, starts the next coordinate.
      if (current.parts.at(-1)?.mark === '"' || current.parts.length === 3) finish();
      const value = Number(number.replace(',', '.'));
      current.parts.push({ value: negative ? -value : value });
      negative = false;
    } else if (mark !== undefined) {
      const last = current.parts.at(-1);
      if (!last || last.mark) return undefined;
      if (mark === '°' && current.parts.length > 1) {
        // Degrees after a complete coordinate: the number belongs to the next one.
        const degrees = current.parts.pop()!;
        finish();
        current.parts.push(degrees);
      }
      current.parts.at(-1)!.mark = mark;
    } else if (letter !== undefined) {
      if (current.parts.length === 0) {
        if (current.letter) return undefined;
        current.letter = letter;
      } else if (current.letter) {
        // Letters before their numbers (`N 59° 54.740' E 010° 45.139'`): this one opens the next.
        finish();
        current.letter = letter;
      } else {
        current.letter = letter;
        finish();
      }
    } else if (separator !== undefined) finish();
    else if (minus !== undefined) negative = true;
  }
  finish();
  return coordinates;
}

/** A coordinate's signed value in degrees, or a message saying what is wrong with it. */
function valueOf(coordinate: Coordinate): number | string {
  const [degrees, minutes, seconds] = coordinate.parts;
  if (!degrees) return HOW_TO_WRITE;
  if (minutes && !Number.isInteger(Math.abs(degrees.value)))
    return 'Degrees must be whole when minutes follow them';
  if (minutes && (minutes.value < 0 || minutes.value >= 60)) return 'Minutes must be from 0 to under 60';
  if (seconds && minutes && !Number.isInteger(minutes.value))
    return 'Minutes must be whole when seconds follow them';
  if (seconds && (seconds.value < 0 || seconds.value >= 60)) return 'Seconds must be from 0 to under 60';
  const magnitude = Math.abs(degrees.value) + (minutes?.value ?? 0) / 60 + (seconds?.value ?? 0) / 3600;
  const negative =
    degrees.value < 0 || (coordinate.letter !== undefined && SOUTH_OR_WEST.has(coordinate.letter));
  if (degrees.value < 0 && coordinate.letter) return 'Use either a minus sign or S and W, not both';
  return negative ? -magnitude : magnitude;
}

/**
 * Reads a position as a person types it. Latitude comes first unless the hemisphere letters say otherwise;
 * a decimal comma is read as a point (`59,91233 10,75232`).
 */
export function parseChartPosition(text: string): Parsed {
  const coordinates = tokenize(text);
  // Two bare numbers (`59.91233 10.75232`) are decimal degrees, latitude first.
  const only = coordinates?.length === 1 ? coordinates[0] : undefined;
  if (only && !only.letter && only.parts.length === 2 && only.parts.every((part) => !part.mark))
    coordinates?.splice(0, 1, { parts: [only.parts[0]!] }, { parts: [only.parts[1]!] });
  if (!coordinates || coordinates.length !== 2) return { ok: false, message: HOW_TO_WRITE };
  let [first, second] = coordinates as [Coordinate, Coordinate];
  const isLongitude = (c: Coordinate) =>
    c.letter !== undefined && LONGITUDE_LETTERS.has(c.letter) && !LATITUDE_LETTERS.has(c.letter);
  const isLatitude = (c: Coordinate) => c.letter !== undefined && LATITUDE_LETTERS.has(c.letter);
  if (isLongitude(first) && !isLongitude(second)) [first, second] = [second, first];
  if (isLatitude(second) || isLongitude(first))
    return { ok: false, message: 'Give one latitude (N or S) and one longitude (E or W)' };
  const lat = valueOf(first);
  const lon = valueOf(second);
  if (typeof lat === 'string') return { ok: false, message: lat };
  if (typeof lon === 'string') return { ok: false, message: lon };
  const checked = chartPositionSchema.safeParse({ lat, lon });
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? HOW_TO_WRITE };
  return { ok: true, position: { lat: round(lat), lon: round(lon) } };
}

/** Seven decimals: about a centimetre, finer than any chart. */
const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function degreesAndMinutes(value: number, width: number, positive: string, negative: string): string {
  const hemisphere = value < 0 ? negative : positive;
  const thousandths = Math.round(Math.abs(value) * 60_000);
  const degrees = Math.floor(thousandths / 60_000);
  const minutes = (thousandths % 60_000) / 1000;
  return `${pad(degrees, width)}° ${minutes.toFixed(3).padStart(6, '0')}' ${hemisphere}`;
}

/** Degrees and decimal minutes, as on a chart: `59° 54.740' N 010° 45.139' E`. */
export const formatChartPosition = ({ lat, lon }: ChartPosition): string =>
  `${degreesAndMinutes(lat, 2, 'N', 'S')} ${degreesAndMinutes(lon, 3, 'E', 'W')}`;

/**
 * A position in an API body: `{ lat, lon }` in decimal degrees, or text as a person writes it. Null or an
 * empty text clears it.
 */
export const chartPositionInputSchema = z
  .union([chartPositionSchema, z.string(), z.null()])
  .transform((value, context): ChartPosition | null => {
    if (value === null) return null;
    if (typeof value !== 'string') return { lat: round(value.lat), lon: round(value.lon) };
    if (value.trim() === '') return null;
    const parsed = parseChartPosition(value);
    if (parsed.ok) return parsed.position;
    context.addIssue({ code: 'custom', ...withFieldCode('invalid-format', parsed.message) });
    return z.NEVER;
  });

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in metres (haversine on the mean earth radius: within 0.5 % of the ellipsoid). */
export function metersBetween(a: ChartPosition, b: ChartPosition): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

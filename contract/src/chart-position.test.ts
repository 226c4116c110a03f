import { describe, expect, it } from 'vitest';
import {
  chartPositionInputSchema,
  formatChartPosition,
  metersBetween,
  parseChartPosition,
} from './chart-position';

const oslo = { lat: 59.9123333, lon: 10.7523167 };

describe('charted positions as crews write them', () => {
  it.each([
    "59° 54.740' N 010° 45.139' E",
    "59°54.740'N 10°45.139'E",
    "N 59° 54.740' E 010° 45.139'",
    '59° 54.740′ N 010° 45.139′ Ø',
    '59 54.740 N 010 45.139 E',
    `59° 54' 44.4" N 10° 45' 8.34" E`,
    "010° 45.139' E 59° 54.740' N",
  ])('reads %s', (text) => {
    const parsed = parseChartPosition(text);
    expect(parsed.ok && parsed.position.lat).toBeCloseTo(oslo.lat, 5);
    expect(parsed.ok && parsed.position.lon).toBeCloseTo(oslo.lon, 5);
  });

  it('reads decimal degrees with a point or a comma, and the southern and western hemispheres', () => {
    expect(parseChartPosition('59.91233, 10.75232')).toEqual({
      ok: true,
      position: { lat: 59.91233, lon: 10.75232 },
    });
    expect(parseChartPosition('59,91233 10,75232')).toEqual({
      ok: true,
      position: { lat: 59.91233, lon: 10.75232 },
    });
    expect(parseChartPosition('-33.8568, 151.2153')).toEqual({
      ok: true,
      position: { lat: -33.8568, lon: 151.2153 },
    });
    const west = parseChartPosition("33° 51.408' S 070° 30.000' W");
    expect(west.ok && west.position).toEqual({ lat: -33.8568, lon: -70.5 });
    const vest = parseChartPosition("62° 00.000' N 005° 30.000' V");
    expect(vest.ok && vest.position).toEqual({ lat: 62, lon: -5.5 });
  });

  it.each([
    ['59.9', 'Write a position as'],
    ['hello', 'Write a position as'],
    ["91° 00.000' N 010° 00.000' E", 'Latitude must be between 90° S and 90° N'],
    ["59° 60.5' N 010° 00.000' E", 'Minutes must be from 0 to under 60'],
    ["59.5° 10' N 010° 00.000' E", 'Degrees must be whole when minutes follow them'],
    ["59° 54.740' N 59° 54.740' N", 'Give one latitude (N or S) and one longitude (E or W)'],
    ['59.9, 190', 'Longitude must be between 180° W and 180° E'],
  ])('refuses %s, saying why', (text, message) => {
    const parsed = parseChartPosition(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain(message);
  });

  it('writes degrees and decimal minutes, and reads back what it wrote', () => {
    expect(formatChartPosition(oslo)).toBe("59° 54.740' N 010° 45.139' E");
    expect(formatChartPosition({ lat: -0.5, lon: -179.99999 })).toBe("00° 30.000' S 179° 59.999' W");
    const again = parseChartPosition(formatChartPosition(oslo));
    expect(again.ok && metersBetween(again.position, oslo)).toBeLessThan(1);
  });

  it('takes an object, a text or null in an API body', () => {
    expect(chartPositionInputSchema.parse({ lat: 1.123456789, lon: 2 })).toEqual({ lat: 1.1234568, lon: 2 });
    expect(chartPositionInputSchema.parse('')).toBeNull();
    expect(chartPositionInputSchema.parse(null)).toBeNull();
    expect(chartPositionInputSchema.safeParse('north-ish').success).toBe(false);
  });

  it('measures distances on the earth: a minute of latitude is a nautical mile', () => {
    expect(metersBetween({ lat: 59, lon: 10 }, { lat: 59 + 1 / 60, lon: 10 })).toBeCloseTo(1853.2, 0);
    expect(metersBetween(oslo, oslo)).toBe(0);
  });
});

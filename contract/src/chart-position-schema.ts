/** A charted position's shape, apart from the reader of typed positions (chart-position.ts): answers need only this. */
import { z } from 'zod';

export interface ChartPosition {
  lat: number;
  lon: number;
}

export const chartPositionSchema = z.object({
  lat: z
    .number()
    .min(-90, 'Latitude must be between 90° S and 90° N')
    .max(90, 'Latitude must be between 90° S and 90° N'),
  lon: z
    .number()
    .min(-180, 'Longitude must be between 180° W and 180° E')
    .max(180, 'Longitude must be between 180° W and 180° E'),
});

/**
 * The asset types of the bench set with fields, and each asset's values: vessels carry an IMO number, an
 * MMSI and a call sign, buoys a light character and whether they are lit, rafts their SOLAS pack.
 */
import { imoCheckDigit, type FieldDefinition, type FieldValues } from '@harbour/contract';
import type { Random } from './random';

const field = (definition: Omit<FieldDefinition, 'required' | 'inList'>): FieldDefinition => ({
  required: false,
  inList: false,
  ...definition,
});

const VESSEL: FieldDefinition[] = [
  field({ key: 'imo', label: { en: 'IMO number' }, kind: 'imo' }),
  field({ key: 'mmsi', label: { en: 'MMSI' }, kind: 'mmsi' }),
  field({ key: 'call_sign', label: { en: 'Call sign' }, kind: 'call-sign' }),
  field({ key: 'gross_tonnage', label: { en: 'Gross tonnage' }, kind: 'number', min: 0 }),
];

/** Fields by type name; the other types have none. */
export const BENCH_TYPE_FIELDS: Record<string, FieldDefinition[]> = {
  'Patrol Vessel': VESSEL,
  'Pilot Boat': VESSEL,
  Tug: VESSEL,
  Workboat: VESSEL,
  Buoy: [
    field({ key: 'light_character', label: { en: 'Light character' }, kind: 'text' }),
    field({ key: 'lit', label: { en: 'Lit' }, kind: 'yes-no' }),
  ],
  'Life Raft': [
    field({ key: 'solas_pack', label: { en: 'SOLAS pack' }, kind: 'choice', options: ['A', 'B'] }),
    field({ key: 'capacity', label: { en: 'Capacity' }, kind: 'number', min: 1 }),
  ],
};

/** The IMO number of the n-th vessel of the set (n from 1): 9 and five digits of n, then the check digit. */
export const benchImo = (n: number): string => {
  const firstSix = `9${String(n % 100_000).padStart(5, '0')}`;
  return `${firstSix}${imoCheckDigit(firstSix)}`;
};

const LIGHTS = ['Fl R 4s', 'Fl G 4s', 'Q(3) 10s', 'Q(6)+LFl 15s', 'Fl(2) 5s', 'Iso 4s'];

/** One asset's values; `vessel` counts the vessels so far (each its own IMO number). */
export function benchFieldValues(type: string, random: Random, vessel: number): FieldValues {
  if (BENCH_TYPE_FIELDS[type] === VESSEL)
    return {
      imo: benchImo(vessel),
      mmsi: `257${String(vessel % 1_000_000).padStart(6, '0')}`,
      call_sign: `LA${String(vessel % 10_000).padStart(4, '0')}`,
      gross_tonnage: Math.round(20 + random.next() * 5000),
    };
  if (type === 'Buoy') return { light_character: random.pick(LIGHTS), lit: random.next() < 0.7 };
  if (type === 'Life Raft')
    return { solas_pack: random.next() < 0.6 ? 'A' : 'B', capacity: random.pick([6, 12, 16, 25]) };
  return {};
}

/** What a large maritime authority owns and where: the vocabulary of the generated data set. */
import type { AssetStatus } from '@harbour/contract';
import { weighted, type Random } from './random';

/** Asset types, most common first (the generator skews towards the head of this list). */
export const TYPES = [
  ['Buoy', 'Buoy'],
  ['Radio', 'VHF'],
  ['Life Raft', 'Raft'],
  ['Fender', 'Fender'],
  ['Navigation Light', 'Light'],
  ['Mooring Bollard', 'Bollard'],
  ['Forklift', 'Forklift'],
  ['Vehicle', 'Van'],
  ['Generator', 'Gen'],
  ['Container Crane', 'Crane'],
  ['Mobile Crane', 'MCrane'],
  ['Workboat', 'WB'],
  ['Pilot Boat', 'PB'],
  ['Patrol Vessel', 'PV'],
  ['Tug', 'Tug'],
  ['Pontoon', 'Pontoon'],
  ['Beacon', 'Beacon'],
  ['Laptop', 'LT'],
  ['Handheld Scanner', 'Scan'],
  ['Survival Suit', 'Suit'],
  ['Fire Pump', 'Pump'],
  ['Oil Boom', 'Boom'],
  ['Radar Station', 'Radar'],
  ['Weather Station', 'Wx'],
  ['Dry Dock', 'Dock'],
] as const;

const VESSEL_NAMES = [
  'Nordkapp',
  'Ørsund',
  'Ægir',
  'Havørn',
  'Skarv',
  'Lofoten',
  'Senja',
  'Vesterål',
  'Måke',
  'Polarlys',
  'Stormbas',
  'Kvitøy',
];

/** A unique, human-looking asset name for the n-th asset of a type. */
export function assetName(random: Random, type: (typeof TYPES)[number], n: number): string {
  const [kind, prefix] = type;
  if (/Boat|Vessel|Tug|Workboat/.test(kind)) return `${prefix} ${random.pick(VESSEL_NAMES)} ${n}`;
  return `${prefix} ${String(n).padStart(5, '0')}`;
}

export const unassignedStatus = weighted<AssetStatus>([
  ['Available', 70],
  ['Under Maintenance', 15],
  ['Reservable', 15],
]);

/** An assigned asset is In Use, or went to maintenance while its holder kept it. */
export const assignedStatus = weighted<AssetStatus>([
  ['In Use', 92],
  ['Under Maintenance', 8],
]);

/** Activity actions after the creation entry, as a port's staff produce them: mostly scans. */
export const laterAction = weighted([
  ['scanned', 70],
  ['updated', 9],
  ['assigned', 7],
  ['unassigned', 4],
  ['maintenance', 4],
  ['available', 4],
  ['deleted', 2],
] as const);

const FIRST = [
  'erik',
  'maria',
  'tom',
  'lena',
  'ahmed',
  'sofia',
  'ola',
  'kari',
  'jonas',
  'ingrid',
  'ægir',
  'åse',
  'øystein',
  'nina',
  'lars',
  'fatima',
  'mikkel',
  'hanne',
  'omar',
  'siri',
];
const LAST = [
  'hansen',
  'silva',
  'okafor',
  'berg',
  'rahman',
  'nilsen',
  'johansen',
  'olsen',
  'larsen',
  'andersen',
  'pedersen',
  'strøm',
  'dahl',
  'lie',
  'haugen',
  'bakke',
  'sæther',
  'moen',
  'eriksen',
  'holm',
];

/** A unique username for the n-th user: first.last, with a number once the pairs run out. */
export function username(n: number): string {
  const first = FIRST[n % FIRST.length] ?? 'user';
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'crew';
  const round = Math.floor(n / (FIRST.length * LAST.length));
  return round === 0 ? `${first}.${last}` : `${first}.${last}${round + 1}`;
}

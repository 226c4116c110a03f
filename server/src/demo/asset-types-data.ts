/** The demo's asset types with their own fields, and each demo asset's values of them. */
import { imoCheckDigit, type CreateAssetTypeInput, type FieldValues } from '@harbour/contract';

type DemoType = Pick<CreateAssetTypeInput, 'name' | 'fields'> &
  Partial<Pick<CreateAssetTypeInput, 'publicReports' | 'availabilityCategory'>>;

const label = (en: string, nb: string) => ({ en, nb, nn: nb });

const VESSEL_FIELDS: CreateAssetTypeInput['fields'] = [
  { key: 'imo', label: label('IMO number', 'IMO-nummer'), kind: 'imo', required: false, inList: true },
  { key: 'mmsi', label: label('MMSI', 'MMSI'), kind: 'mmsi', required: false, inList: false },
  {
    key: 'call_sign',
    label: label('Call sign', 'Kallesignal'),
    kind: 'call-sign',
    required: false,
    inList: true,
  },
  {
    key: 'gross_tonnage',
    label: label('Gross tonnage', 'Bruttotonnasje'),
    kind: 'number',
    min: 0,
    required: false,
    inList: false,
  },
];

export const DEMO_ASSET_TYPES: DemoType[] = [
  ...['Patrol Vessel', 'Pilot Boat', 'Tugboat', 'Rescue Boat'].map((name) => ({
    name,
    fields: VESSEL_FIELDS,
  })),
  {
    name: 'Navigation Buoy',
    publicReports: true,
    availabilityCategory: 2,
    fields: [
      {
        key: 'light_character',
        label: { en: 'Light character', nb: 'Lyskarakter', nn: 'Lyskarakter' },
        kind: 'text',
        required: false,
        inList: true,
      },
      {
        key: 'range_nm',
        label: { en: 'Range', nb: 'Lysvidde', nn: 'Lysvidde' },
        kind: 'number',
        unit: 'NM',
        min: 0,
        max: 30,
        required: false,
        inList: false,
      },
    ],
  },
  {
    name: 'Fire Extinguisher',
    fields: [
      {
        key: 'agent',
        label: { en: 'Agent', nb: 'Slokkemiddel', nn: 'Sløkkjemiddel' },
        kind: 'choice',
        options: ['Water', 'Foam', 'Powder', 'CO2'],
        required: true,
        inList: true,
      },
      {
        key: 'capacity_kg',
        label: { en: 'Capacity', nb: 'Kapasitet', nn: 'Kapasitet' },
        kind: 'number',
        unit: 'kg',
        min: 0,
        required: false,
        inList: false,
      },
    ],
  },
  {
    name: 'Life Raft',
    fields: [
      {
        key: 'capacity',
        label: { en: 'Capacity (persons)', nb: 'Kapasitet (personer)', nn: 'Kapasitet (personar)' },
        kind: 'number',
        min: 1,
        required: false,
        inList: true,
      },
      {
        key: 'solas_pack',
        label: { en: 'SOLAS pack', nb: 'SOLAS-pakke', nn: 'SOLAS-pakke' },
        kind: 'choice',
        options: ['A', 'B'],
        required: false,
        inList: true,
      },
    ],
  },
];

/** An IMO number from its first six digits: the seventh is their check digit. */
const imo = (firstSix: string) => `${firstSix}${imoCheckDigit(firstSix)}`;

const vessel = (firstSix: string, mmsi: string, callSign: string, grossTonnage: number): FieldValues => ({
  imo: imo(firstSix),
  mmsi,
  call_sign: callSign,
  gross_tonnage: grossTonnage,
});

/** By demo asset name. */
export const DEMO_FIELD_VALUES: Record<string, FieldValues> = {
  'PV Nordkapp': vessel('919702', '259187000', 'LAJB', 6165),
  'PV Skagerrak': vessel('940971', '257302000', 'LCFM', 3251),
  'Pilot Boat Lodsen 2': vessel('967102', '257011230', 'LF6432', 48),
  'Pilot Boat Lodsen 4': vessel('967103', '257011240', 'LF6433', 52),
  'Tug Kraftig': vessel('951213', '258412000', 'LHWK', 471),
  'Tug Sterk': vessel('961174', '258413000', 'LHWL', 512),
  'RIB Rescue 7': { mmsi: '257998710', call_sign: 'LG2071' },
  'Buoy N-14 East Cardinal': { light_character: 'Q(3) 10s', range_nm: 5 },
  'Buoy S-02 Port Lateral': { light_character: 'Fl R 4s', range_nm: 3 },
  'Buoy W-09 Isolated Danger': { light_character: 'Fl(2) 5s', range_nm: 4 },
  'Fire Extinguisher FE-6 Quay 2': { agent: 'Foam', capacity_kg: 6 },
  'Fire Extinguisher CO2-5 Ops Centre': { agent: 'CO2', capacity_kg: 5 },
  'Life Raft 25-Person LR-301': { capacity: 25, solas_pack: 'A' },
  'Life Raft 12-Person LR-118': { capacity: 12, solas_pack: 'B' },
};

/**
 * The demo's inspection plans, following the intervals a maritime authority works to (each plan names its
 * rule), with a history of inspections and certificates that gives a believable mix of overdue, due soon
 * and in order. Times are days before the load, so the mix holds whenever the demo runs.
 */
import type { DocumentKind, PlanInput } from '@harbour/contract';

type DemoPlan = Omit<PlanInput, 'assetIds'>;
const passFail = (id: string, label: string) => ({ id, label, kind: 'pass-fail' as const, required: true });

export const DEMO_PLANS: DemoPlan[] = [
  {
    name: 'Life raft annual service',
    reference: 'SOLAS III/20.8; MSC.1/Circ.1328',
    rule: { every: { count: 12, unit: 'months' } },
    dueSoonDays: 30,
    checklist: [
      passFail('container', 'Container and seals intact'),
      passFail('painter', 'Painter line secured to the weak link'),
      { id: 'label', label: 'Photo of the service station label', kind: 'photo', required: false },
    ],
    failSetsMaintenance: true,
    assetTypes: ['Life Raft'],
  },
  {
    name: 'Hydrostatic release replacement',
    reference: "SOLAS III/20.8; maker's rule: 2 years in service or 4 from manufacture",
    rule: {
      every: { count: 2, unit: 'years' },
      firstOf: { from: 'manufacture', after: { count: 4, unit: 'years' } },
    },
    dueSoonDays: 30,
    checklist: [
      passFail('fitted', 'New unit fitted and weak link attached'),
      { id: 'expiry', label: 'Expiry date on the new unit', kind: 'date', required: true },
    ],
    failSetsMaintenance: false,
    assetTypes: ['Hydrostatic Release Unit'],
  },
  {
    name: 'EPIRB monthly self-test',
    reference: 'SOLAS IV/15.9',
    rule: { every: { count: 1, unit: 'months' } },
    dueSoonDays: 7,
    checklist: [passFail('self-test', 'Self-test passed'), passFail('release', 'Float-free bracket clear')],
    failSetsMaintenance: true,
    assetTypes: ['EPIRB'],
  },
  {
    name: 'EPIRB annual test',
    reference: 'SOLAS IV/15.9; MSC/Circ.1040',
    rule: { every: { count: 12, unit: 'months' } },
    dueSoonDays: 30,
    checklist: [
      passFail('signal', '406 MHz signal and position verified'),
      { id: 'battery', label: 'Battery expiry date', kind: 'date', required: true },
    ],
    failSetsMaintenance: true,
    assetTypes: ['EPIRB'],
  },
  {
    name: 'Fire extinguisher annual service',
    reference: 'IMO A.951(23) section 9',
    rule: { every: { count: 12, unit: 'months' } },
    dueSoonDays: 30,
    checklist: [
      passFail('gauge', 'Pressure gauge in the green'),
      { id: 'weight', label: 'Gross weight', kind: 'number', unit: 'kg', required: true },
      passFail('seal', 'Safety pin and seal intact'),
    ],
    failSetsMaintenance: true,
    assetTypes: ['Fire Extinguisher'],
  },
  {
    name: 'Davit and release gear thorough examination',
    reference: 'MSC.402(96)',
    rule: { every: { count: 12, unit: 'months' } },
    dueSoonDays: 30,
    checklist: [
      passFail('brake', 'Winch brake holds the load'),
      passFail('wire', 'Wire rope free of broken strands'),
      passFail('release', 'Release gear operates and resets'),
    ],
    failSetsMaintenance: true,
    assetTypes: ['Davit', 'Rescue Boat'],
  },
  {
    name: 'Immersion suit air-pressure test',
    reference: 'MSC/Circ.1114',
    rule: {
      every: { count: 3, unit: 'years' },
      olderThan: { years: 10, every: { count: 2, unit: 'years' } },
    },
    dueSoonDays: 30,
    checklist: [passFail('pressure', 'Holds pressure for 5 minutes'), passFail('zip', 'Seams and zip sound')],
    failSetsMaintenance: true,
    assetTypes: ['Immersion Suit'],
  },
  {
    name: 'Immersion suit monthly inspection',
    reference: 'SOLAS III/20.7',
    rule: { every: { count: 1, unit: 'months' } },
    dueSoonDays: 7,
    checklist: [passFail('condition', 'Suit, zip and light in good order')],
    failSetsMaintenance: false,
    assetTypes: ['Immersion Suit'],
  },
  {
    name: 'Pyrotechnics expiry',
    reference: "Makers' dates; USCG practice: 42 months from manufacture",
    rule: {
      every: { count: 42, unit: 'months' },
      firstOf: { from: 'manufacture', after: { count: 42, unit: 'months' } },
    },
    dueSoonDays: 60,
    checklist: [passFail('replaced', 'Replaced with in-date stock')],
    failSetsMaintenance: false,
    assetTypes: ['Pyrotechnics'],
  },
  {
    name: 'Crane thorough examination',
    reference: 'UK LOLER 1998 regulation 9',
    rule: { every: { count: 12, unit: 'months' } },
    dueSoonDays: 30,
    checklist: [
      passFail('hook', 'Hook and safety latch'),
      { id: 'load', label: 'Proof load held', kind: 'number', unit: 't', required: true },
      passFail('limits', 'Limit switches operate'),
    ],
    failSetsMaintenance: true,
    assetTypes: ['Crane'],
  },
  {
    name: 'Buoy lift and inspection',
    reference: "IALA Guideline 1077 (the authority's own interval)",
    rule: { every: { count: 24, unit: 'months' } },
    dueSoonDays: 45,
    checklist: [
      passFail('mooring', 'Mooring chain and shackles sound'),
      passFail('light', 'Light character correct'),
      { id: 'photo', label: 'Photo of the buoy', kind: 'photo', required: false },
    ],
    failSetsMaintenance: false,
    assetTypes: ['Navigation Buoy'],
  },
];

/** One past inspection: the plan, when, by whom, and the checklist item that failed, if one did. */
export interface DemoInspection {
  asset: string;
  plan: string;
  daysAgo: number;
  by: string;
  failed?: string;
}

export const DEMO_INSPECTIONS: DemoInspection[] = [
  {
    asset: 'Life Raft 25-Person LR-301',
    plan: 'Life raft annual service',
    daysAgo: 760,
    by: 'harbourmaster',
  },
  {
    asset: 'Life Raft 25-Person LR-301',
    plan: 'Life raft annual service',
    daysAgo: 396,
    by: 'harbourmaster',
  },
  {
    asset: 'Life Raft 12-Person LR-118',
    plan: 'Life raft annual service',
    daysAgo: 345,
    by: 'ingrid.larsen',
  },
  { asset: 'EPIRB Nordkapp 406', plan: 'EPIRB monthly self-test', daysAgo: 42, by: 'erik.hansen' },
  { asset: 'EPIRB Nordkapp 406', plan: 'EPIRB monthly self-test', daysAgo: 12, by: 'erik.hansen' },
  { asset: 'EPIRB Nordkapp 406', plan: 'EPIRB annual test', daysAgo: 200, by: 'harbourmaster' },
  {
    asset: 'EPIRB Lodsen 406',
    plan: 'EPIRB monthly self-test',
    daysAgo: 70,
    by: 'maria.silva',
    failed: 'self-test',
  },
  { asset: 'EPIRB Lodsen 406', plan: 'EPIRB monthly self-test', daysAgo: 41, by: 'maria.silva' },
  { asset: 'EPIRB Lodsen 406', plan: 'EPIRB annual test', daysAgo: 350, by: 'harbourmaster' },
  {
    asset: 'Fire Extinguisher FE-6 Quay 2',
    plan: 'Fire extinguisher annual service',
    daysAgo: 100,
    by: 'tom.okafor',
  },
  {
    asset: 'Fire Extinguisher CO2-5 Ops Centre',
    plan: 'Fire extinguisher annual service',
    daysAgo: 380,
    by: 'tom.okafor',
  },
  {
    asset: 'Fire Extinguisher CO2-5 Ops Centre',
    plan: 'Fire extinguisher annual service',
    daysAgo: 9,
    by: 'tom.okafor',
    failed: 'gauge',
  },
  {
    asset: 'Rescue Boat Davit D-7',
    plan: 'Davit and release gear thorough examination',
    daysAgo: 320,
    by: 'ingrid.larsen',
  },
  {
    asset: 'RIB Rescue 7',
    plan: 'Davit and release gear thorough examination',
    daysAgo: 372,
    by: 'ingrid.larsen',
  },
  { asset: 'Immersion Suit IS-07', plan: 'Immersion suit air-pressure test', daysAgo: 400, by: 'lena.berg' },
  { asset: 'Immersion Suit IS-07', plan: 'Immersion suit monthly inspection', daysAgo: 26, by: 'lena.berg' },
  {
    asset: 'Ship-to-Shore Crane STS-1',
    plan: 'Crane thorough examination',
    daysAgo: 300,
    by: 'harbourmaster',
  },
  {
    asset: 'Mobile Harbour Crane MHC-2',
    plan: 'Crane thorough examination',
    daysAgo: 410,
    by: 'harbourmaster',
    failed: 'hook',
  },
  {
    asset: 'Mobile Harbour Crane MHC-2',
    plan: 'Crane thorough examination',
    daysAgo: 352,
    by: 'harbourmaster',
  },
  { asset: 'Buoy N-14 East Cardinal', plan: 'Buoy lift and inspection', daysAgo: 200, by: 'ahmed.rahman' },
  { asset: 'Buoy W-09 Isolated Danger', plan: 'Buoy lift and inspection', daysAgo: 705, by: 'ahmed.rahman' },
];

export interface DemoDocument {
  asset: string;
  kind: DocumentKind;
  title: string;
  number?: string;
  issuer?: string;
  issuedDaysAgo?: number;
  /** Negative: already expired. */
  expiresInDays?: number;
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    asset: 'Life Raft 25-Person LR-301',
    kind: 'certificate',
    title: 'Life raft service certificate',
    number: 'VK-SVC-2291',
    issuer: 'Viking Life-Saving Equipment, Bergen',
    issuedDaysAgo: 396,
    expiresInDays: -31,
  },
  {
    asset: 'Life Raft 12-Person LR-118',
    kind: 'certificate',
    title: 'Life raft service certificate',
    number: 'VK-SVC-3418',
    issuer: 'Viking Life-Saving Equipment, Bergen',
    issuedDaysAgo: 345,
    expiresInDays: 20,
  },
  {
    asset: 'Ship-to-Shore Crane STS-1',
    kind: 'certificate',
    title: 'Report of thorough examination',
    number: 'LOLER-EX-7781',
    issuer: 'DNV',
    issuedDaysAgo: 300,
    expiresInDays: 65,
  },
  {
    asset: 'Mobile Harbour Crane MHC-2',
    kind: 'survey-report',
    title: 'Hook and latch defect report',
    number: 'SR-2025-114',
    issuer: 'DNV',
    issuedDaysAgo: 410,
  },
  {
    asset: 'EPIRB Nordkapp 406',
    kind: 'certificate',
    title: 'EPIRB shore-based maintenance',
    number: 'SBM-4410',
    issuer: 'Jotron Service Bergen',
    issuedDaysAgo: 400,
    expiresInDays: 1425,
  },
  {
    asset: 'PV Nordkapp',
    kind: 'certificate',
    title: 'Cargo Ship Safety Equipment Certificate',
    number: 'SEC-NO-2231',
    issuer: 'Norwegian Maritime Authority',
    issuedDaysAgo: 1100,
    expiresInDays: 725,
  },
  {
    asset: 'PV Nordkapp',
    kind: 'manual',
    title: 'Safety management manual',
    issuer: 'Harbour Maritime Authority',
  },
];

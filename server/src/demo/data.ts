/** A realistic maritime data set for trying the product: people, vessels, equipment, facilities. */
import type { AssetStatus, Role } from '@harbour/contract';

export const DEMO_PASSWORDS = { admin: 'harbour-admin-demo', user: 'harbour-crew-demo' } as const;

export const DEMO_USERS: { username: string; role: Role }[] = [
  { username: 'harbourmaster', role: 'admin' },
  { username: 'ingrid.larsen', role: 'admin' },
  { username: 'erik.hansen', role: 'user' },
  { username: 'maria.silva', role: 'user' },
  { username: 'tom.okafor', role: 'user' },
  { username: 'lena.berg', role: 'user' },
  { username: 'ahmed.rahman', role: 'user' },
  { username: 'sofia.nilsen', role: 'user' },
];

export interface DemoAsset {
  name: string;
  type: string;
  location: string;
  status: AssetStatus;
  assignee?: string;
  color: string;
  register?: DemoRegister;
}

/** Register fields; dates as days before the load, so the demo's mix of due dates holds whenever it runs. */
export interface DemoRegister {
  serialNumber?: string;
  manufacturer?: string;
  model?: string;
  madeDaysAgo?: number;
  inServiceDaysAgo?: number;
  critical?: boolean;
}

export const DEMO_ASSETS: DemoAsset[] = [
  {
    name: 'PV Nordkapp',
    type: 'Patrol Vessel',
    location: 'Main Harbour / Quay 2 / Berth 3',
    status: 'In Use',
    assignee: 'erik.hansen',
    color: '#1e3a5f',
  },
  {
    name: 'PV Skagerrak',
    type: 'Patrol Vessel',
    location: 'Main Harbour / North Pier',
    status: 'Under Maintenance',
    color: '#1e3a5f',
  },
  {
    name: 'Pilot Boat Lodsen 2',
    type: 'Pilot Boat',
    location: 'Main Harbour / Pilot Station',
    status: 'In Use',
    assignee: 'maria.silva',
    color: '#b45309',
  },
  {
    name: 'Pilot Boat Lodsen 4',
    type: 'Pilot Boat',
    location: 'Main Harbour / Pilot Station',
    status: 'Available',
    color: '#b45309',
  },
  {
    name: 'Tug Kraftig',
    type: 'Tugboat',
    location: 'Main Harbour / Container Terminal',
    status: 'In Use',
    assignee: 'tom.okafor',
    color: '#7f1d1d',
  },
  {
    name: 'Tug Sterk',
    type: 'Tugboat',
    location: 'Main Harbour / Container Terminal',
    status: 'Reservable',
    color: '#7f1d1d',
  },
  {
    name: 'RIB Rescue 7',
    type: 'Rescue Boat',
    location: 'Main Harbour / Lifeboat Station',
    status: 'Available',
    color: '#ea580c',
  },
  {
    name: 'Buoy N-14 East Cardinal',
    type: 'Navigation Buoy',
    location: 'Main Fairway / Approach',
    status: 'In Use',
    color: '#facc15',
  },
  {
    name: 'Buoy S-02 Port Lateral',
    type: 'Navigation Buoy',
    location: 'Main Fairway / Approach',
    status: 'Under Maintenance',
    color: '#dc2626',
  },
  {
    name: 'Buoy W-09 Isolated Danger',
    type: 'Navigation Buoy',
    location: 'Main Fairway / Outer Roads',
    status: 'In Use',
    color: '#111827',
  },
  {
    name: 'Ship-to-Shore Crane STS-1',
    type: 'Crane',
    location: 'Main Harbour / Container Terminal',
    status: 'In Use',
    assignee: 'lena.berg',
    color: '#0369a1',
  },
  {
    name: 'Mobile Harbour Crane MHC-2',
    type: 'Crane',
    location: 'Main Harbour / Bulk Quay',
    status: 'Reservable',
    color: '#0369a1',
  },
  {
    name: 'VHF Handheld Radio #12',
    type: 'Radio',
    location: 'Main Harbour / Operations Centre',
    status: 'In Use',
    assignee: 'erik.hansen',
    color: '#334155',
  },
  {
    name: 'VHF Handheld Radio #13',
    type: 'Radio',
    location: 'Main Harbour / Operations Centre',
    status: 'Available',
    color: '#334155',
  },
  {
    name: 'VHF Handheld Radio #14',
    type: 'Radio',
    location: 'Main Harbour / Pilot Station',
    status: 'In Use',
    assignee: 'maria.silva',
    color: '#334155',
  },
  {
    name: 'Life Raft 25-Person LR-301',
    type: 'Life Raft',
    location: 'PV Nordkapp',
    status: 'In Use',
    assignee: 'erik.hansen',
    color: '#f97316',
  },
  {
    name: 'Life Raft 12-Person LR-118',
    type: 'Life Raft',
    location: 'Main Harbour / Quay 2 / Equipment Store B',
    status: 'Under Maintenance',
    color: '#f97316',
  },
  {
    name: 'Oil Spill Boom Unit 3',
    type: 'Pollution Control',
    location: 'Main Harbour / Quay 2 / Equipment Store B',
    status: 'Reservable',
    color: '#15803d',
  },
  {
    name: 'Fender Set F-40',
    type: 'Fender',
    location: 'Main Harbour / North Pier',
    status: 'Available',
    color: '#57534e',
  },
  {
    name: 'Harbour Radar Tower',
    type: 'Port Facility',
    location: 'Main Fairway / Breakwater Head',
    status: 'In Use',
    assignee: 'ahmed.rahman',
    color: '#4338ca',
  },
  {
    name: 'Fuel Bunkering Station',
    type: 'Port Facility',
    location: 'Main Harbour / Inner Basin',
    status: 'In Use',
    assignee: 'sofia.nilsen',
    color: '#4338ca',
  },
  { name: 'Dry Dock 1', type: 'Port Facility', location: 'Shipyard', status: 'Reservable', color: '#4338ca' },
  {
    name: 'Portable Gas Detector GD-5',
    type: 'Safety Equipment',
    location: 'Main Harbour / Operations Centre',
    status: 'In Use',
    assignee: 'tom.okafor',
    color: '#a16207',
  },
  {
    name: 'Immersion Suit Rack A',
    type: 'Safety Equipment',
    location: 'Main Harbour / Lifeboat Station',
    status: 'Available',
    color: '#a16207',
  },
  {
    name: 'EPIRB Nordkapp 406',
    type: 'EPIRB',
    location: 'PV Nordkapp / Bridge',
    status: 'In Use',
    assignee: 'erik.hansen',
    color: '#dc2626',
    register: {
      serialNumber: 'JT60S-44812',
      manufacturer: 'Jotron',
      model: 'Tron 60S',
      madeDaysAgo: 1500,
      inServiceDaysAgo: 1400,
      critical: true,
    },
  },
  {
    name: 'EPIRB Lodsen 406',
    type: 'EPIRB',
    location: 'Pilot Boat Lodsen 2',
    status: 'In Use',
    assignee: 'maria.silva',
    color: '#dc2626',
    register: {
      serialNumber: 'MCM-G8-20917',
      manufacturer: 'McMurdo',
      model: 'SmartFind G8',
      madeDaysAgo: 900,
      inServiceDaysAgo: 800,
      critical: true,
    },
  },
  {
    name: 'Hydrostatic Release HRU-301',
    type: 'Hydrostatic Release Unit',
    location: 'PV Nordkapp / Boat Deck',
    status: 'In Use',
    assignee: 'erik.hansen',
    color: '#0f766e',
    register: {
      serialNumber: 'H20-301-7741',
      manufacturer: 'Hammar',
      model: 'H20',
      madeDaysAgo: 1520,
      inServiceDaysAgo: 600,
      critical: true,
    },
  },
  {
    name: 'Hydrostatic Release HRU-118',
    type: 'Hydrostatic Release Unit',
    location: 'Tug Kraftig / Boat Deck',
    status: 'In Use',
    assignee: 'lena.berg',
    color: '#0f766e',
    register: {
      serialNumber: 'H20-118-9902',
      manufacturer: 'Hammar',
      model: 'H20',
      madeDaysAgo: 300,
      inServiceDaysAgo: 200,
      critical: true,
    },
  },
  {
    name: 'Fire Extinguisher FE-6 Quay 2',
    type: 'Fire Extinguisher',
    location: 'Main Harbour / Quay 2',
    status: 'Available',
    color: '#b91c1c',
    register: {
      serialNumber: 'FE6P-22817',
      manufacturer: 'Gloria',
      model: 'PD6GA 6 kg powder',
      madeDaysAgo: 1900,
      inServiceDaysAgo: 1850,
    },
  },
  {
    name: 'Fire Extinguisher CO2-5 Ops Centre',
    type: 'Fire Extinguisher',
    location: 'Main Harbour / Operations Centre',
    status: 'Under Maintenance',
    color: '#b91c1c',
    register: {
      serialNumber: 'CO2-5-10244',
      manufacturer: 'Gloria',
      model: 'KS5ST 5 kg CO2',
      madeDaysAgo: 2600,
      inServiceDaysAgo: 2550,
    },
  },
  {
    name: 'Immersion Suit IS-07',
    type: 'Immersion Suit',
    location: 'Main Harbour / Lifeboat Station',
    status: 'Available',
    color: '#ea580c',
    register: {
      serialNumber: 'SV-IS-0007',
      manufacturer: 'Survitec',
      model: 'Seatex Neptune',
      madeDaysAgo: 4200,
      inServiceDaysAgo: 4100,
    },
  },
  {
    name: 'Distress Flares Pack P-22',
    type: 'Pyrotechnics',
    location: 'RIB Rescue 7 / Locker',
    status: 'Available',
    color: '#f97316',
    register: {
      serialNumber: 'PW-HF-2205',
      manufacturer: 'Pains Wessex',
      model: 'Hand flare MK8',
      madeDaysAgo: 1310,
      inServiceDaysAgo: 1200,
    },
  },
  {
    name: 'Rescue Boat Davit D-7',
    type: 'Davit',
    location: 'Main Harbour / Lifeboat Station',
    status: 'Available',
    color: '#334155',
    register: {
      serialNumber: 'SCH-D7-5521',
      manufacturer: 'Schat-Harding',
      model: 'SPR 1.5',
      madeDaysAgo: 3000,
      inServiceDaysAgo: 2900,
      critical: true,
    },
  },
];

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
}

export const DEMO_ASSETS: DemoAsset[] = [
  {
    name: 'PV Nordkapp',
    type: 'Patrol Vessel',
    location: 'Main Harbour Berth 3',
    status: 'In Use',
    assignee: 'erik.hansen',
    color: '#1e3a5f',
  },
  {
    name: 'PV Skagerrak',
    type: 'Patrol Vessel',
    location: 'North Pier',
    status: 'Under Maintenance',
    color: '#1e3a5f',
  },
  {
    name: 'Pilot Boat Lodsen 2',
    type: 'Pilot Boat',
    location: 'Pilot Station',
    status: 'In Use',
    assignee: 'maria.silva',
    color: '#b45309',
  },
  {
    name: 'Pilot Boat Lodsen 4',
    type: 'Pilot Boat',
    location: 'Pilot Station',
    status: 'Available',
    color: '#b45309',
  },
  {
    name: 'Tug Kraftig',
    type: 'Tugboat',
    location: 'Container Terminal',
    status: 'In Use',
    assignee: 'tom.okafor',
    color: '#7f1d1d',
  },
  {
    name: 'Tug Sterk',
    type: 'Tugboat',
    location: 'Container Terminal',
    status: 'Reservable',
    color: '#7f1d1d',
  },
  {
    name: 'RIB Rescue 7',
    type: 'Rescue Boat',
    location: 'Lifeboat Station',
    status: 'Available',
    color: '#ea580c',
  },
  {
    name: 'Buoy N-14 East Cardinal',
    type: 'Navigation Buoy',
    location: 'Fairway Approach',
    status: 'In Use',
    color: '#facc15',
  },
  {
    name: 'Buoy S-02 Port Lateral',
    type: 'Navigation Buoy',
    location: 'Fairway Approach',
    status: 'Under Maintenance',
    color: '#dc2626',
  },
  {
    name: 'Buoy W-09 Isolated Danger',
    type: 'Navigation Buoy',
    location: 'Outer Roads',
    status: 'In Use',
    color: '#111827',
  },
  {
    name: 'Ship-to-Shore Crane STS-1',
    type: 'Crane',
    location: 'Container Terminal',
    status: 'In Use',
    assignee: 'lena.berg',
    color: '#0369a1',
  },
  {
    name: 'Mobile Harbour Crane MHC-2',
    type: 'Crane',
    location: 'Bulk Quay',
    status: 'Reservable',
    color: '#0369a1',
  },
  {
    name: 'VHF Handheld Radio #12',
    type: 'Radio',
    location: 'Operations Centre',
    status: 'In Use',
    assignee: 'erik.hansen',
    color: '#334155',
  },
  {
    name: 'VHF Handheld Radio #13',
    type: 'Radio',
    location: 'Operations Centre',
    status: 'Available',
    color: '#334155',
  },
  {
    name: 'VHF Handheld Radio #14',
    type: 'Radio',
    location: 'Pilot Station',
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
    location: 'Equipment Store B',
    status: 'Under Maintenance',
    color: '#f97316',
  },
  {
    name: 'Oil Spill Boom Unit 3',
    type: 'Pollution Control',
    location: 'Equipment Store B',
    status: 'Reservable',
    color: '#15803d',
  },
  { name: 'Fender Set F-40', type: 'Fender', location: 'North Pier', status: 'Available', color: '#57534e' },
  {
    name: 'Harbour Radar Tower',
    type: 'Port Facility',
    location: 'Breakwater Head',
    status: 'In Use',
    assignee: 'ahmed.rahman',
    color: '#4338ca',
  },
  {
    name: 'Fuel Bunkering Station',
    type: 'Port Facility',
    location: 'Inner Basin',
    status: 'In Use',
    assignee: 'sofia.nilsen',
    color: '#4338ca',
  },
  { name: 'Dry Dock 1', type: 'Port Facility', location: 'Shipyard', status: 'Reservable', color: '#4338ca' },
  {
    name: 'Portable Gas Detector GD-5',
    type: 'Safety Equipment',
    location: 'Operations Centre',
    status: 'In Use',
    assignee: 'tom.okafor',
    color: '#a16207',
  },
  {
    name: 'Immersion Suit Rack A',
    type: 'Safety Equipment',
    location: 'Lifeboat Station',
    status: 'Available',
    color: '#a16207',
  },
];

import { defineMessages } from '@/i18n/define-messages';

export const landingMessages = defineMessages('landing', {
  login: 'Login',
  badge: 'QR-coded asset register',
  title: 'Maritime Asset Management System',
  lead: 'Track vessels, equipment and port facilities from quay to open water. Every asset carries a QR code: scan it to see who holds it, where it is and what state it is in.',
  getStarted: 'Get Started',
  sampleAsset: 'Asset',
  sampleName: 'Pilot Vessel Osprey',
  sampleStatus: 'In Use',
  sampleLocationLabel: 'Location',
  sampleLocation: 'North Quay, Berth 4',
  sampleAssigneeLabel: 'Assigned to',
  sampleAssignee: "Harbour Master's Office",
  stepScan: 'Scan',
  stepScanWhat: 'the label',
  stepSee: 'See',
  stepSeeWhat: 'holder and state',
  stepRecord: 'Record',
  stepRecordWhat: 'every scan',
  featuresEyebrow: 'Features',
  featuresTitle: 'Everything your fleet and facilities need',
  trackingTitle: 'Asset Tracking with QR Codes',
  trackingText:
    'Label every vessel, buoy, crane and radio with a durable QR code. One scan shows its details and records where it was seen.',
  analyticsTitle: 'Performance Analytics',
  analyticsText:
    'Follow vessel performance, maintenance schedules and operational efficiency across the fleet from a single dashboard.',
  complianceTitle: 'Compliance Management',
  complianceText:
    'Keep inspections, surveys and safety equipment servicing in order, with a full history of every change to every asset.',
  crewTitle: 'Crew Management',
  crewText:
    'Manage crew assignments, certifications and schedules, and see at a glance who is responsible for which equipment.',
  whyTitle: 'Why Choose Our Platform',
  expertiseTitle: 'Industry Expertise',
  expertiseText:
    'Designed around how port authorities, pilots and coastal stations really work: vessels, moorings, cranes, life-saving appliances and the people who look after them.',
  realTimeTitle: 'Real-Time Updates',
  realTimeText:
    'Every scan, assignment and status change is recorded the moment it happens, so the dashboard always shows the fleet as it is now.',
  accessTitle: 'Global Accessibility',
  accessText:
    'Works in any modern browser on a desk, a tablet on the quay or a phone on deck, wherever your staff and your assets are.',
  footer: '© {year} {orgName}. All rights reserved.',
});

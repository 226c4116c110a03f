/** The words of defects: a staff member's report of a problem, and the administrators' triage. */
import { defineMessages } from '@/i18n/define-messages';

export const defectMessages = defineMessages('defects', {
  reportTitle: 'Report a problem',
  loadingAsset: 'Loading asset...',
  whatIsWrong: 'What is wrong?',
  commonFaults: 'Common faults of this type: tap one to use it',
  describeProblem: 'Describe the problem.',
  descriptionTooLong: 'Write at most {max} characters.',
  severity: 'Severity',
  severitySafety: 'Safety',
  severitySafetyHint: 'Sets the asset Under Maintenance and alerts the duty officer.',
  severityNormal: 'Normal',
  severityNormalHint: 'Needs repair, but the asset is safe to use meanwhile.',
  severityLow: 'Low',
  severityLowHint: 'Minor: can wait for the next planned maintenance.',
  photos: 'Photos (up to {max})',
  send: 'Send report',
  sending: 'Sending...',
  cancel: 'Cancel',
  sent: 'Problem reported: {reference}',
  queued: 'No signal: the report is saved on this phone and will be sent when you are back online.',
  notSent: 'The report could not be sent.',
});

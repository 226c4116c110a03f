/** Strings of the inspection plans screen. */
export const PLAN_MESSAGES = {
  loading: 'Loading inspection plans...',
  empty: 'No inspection plans yet. Add one to start tracking what falls due.',
  loadFailed: 'Failed to load inspection plans',
  created: 'Inspection plan created',
  updated: 'Inspection plan updated',
  deleted: 'Inspection plan deleted',
  saveFailed: 'Failed to save the inspection plan',
  deleteFailed: 'Failed to delete the inspection plan',
  unreadableRule: 'An interval this app cannot show',
  confirmDelete: (name: string) =>
    `Are you sure you want to delete ${name}? Its due dates are removed from every asset; past inspections stay in their history. This action cannot be undone.`,
} as const;

export const KIND_LABELS = {
  'pass-fail': 'Pass / fail',
  number: 'Number',
  text: 'Text',
  photo: 'Photo',
} as const;

export const UNIT_LABELS = { days: 'days', weeks: 'weeks', months: 'months', years: 'years' } as const;

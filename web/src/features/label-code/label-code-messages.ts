/** What the blank label page says (labels). */
export const LABEL_CODE_MESSAGES = {
  loading: 'Reading the label...',
  retired: 'This label was replaced and no longer opens an asset.',
  notLinked: 'This label is not linked to an asset yet. Ask an administrator to link it.',
  unknown: 'Unknown label code. No label with this code was printed here.',
  invalid: 'This link does not contain a valid label code.',
  loadFailed: 'The label could not be read. Check your connection and try again.',
  linkFailed: 'The label could not be linked. Try again.',
  pickAsset: 'Choose the asset this label goes on.',
  noMatch: 'No asset matches this search.',
  required: 'Required',
  createFailed: 'The asset could not be created. Try again.',
} as const;

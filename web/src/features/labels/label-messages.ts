/** What the Labels screen says. */
export const LABEL_MESSAGES = {
  printed: 'Labels downloaded',
  printFailed: 'The labels could not be printed. Try again.',
  blankPrinted: 'Blank labels downloaded: their codes are listed below',
  loadFailed: 'The label templates could not be loaded.',
  codesLoading: 'Loading label codes...',
  codesLoadFailed: 'The label codes could not be loaded.',
  codesEmpty: 'No label codes in this list yet.',
  confirmRetire: (code: string) =>
    `Retire label ${code}? Scanning it will say it was replaced; it will no longer open an asset.`,
  retired: 'Label retired',
  retireFailed: 'The label could not be retired.',
  profilesEmpty: 'No printer profiles yet. Print a calibration page, measure, and save what you find.',
  profileSaved: 'Printer profile saved',
  profileSaveFailed: 'The printer profile could not be saved.',
  confirmDeleteProfile: (name: string) =>
    `Delete the printer profile "${name}"? Prints that used it are not changed.`,
  profileDeleted: 'Printer profile deleted',
  profileDeleteFailed: 'The printer profile could not be deleted.',
  calibrationFailed: 'The calibration page could not be downloaded.',
} as const;

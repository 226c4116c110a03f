/**
 * What a person calls each field of an asset: in validation messages, in the history, in an import's
 * header row and on the asset screens. Kept apart from the schemas so screens read it without zod.
 */
export const ASSET_FIELD_NAMES = {
  _id: 'ID',
  name: 'Name',
  type: 'Type',
  location: 'Location',
  position: 'Charted position',
  status: 'Status',
  assignedTo: 'Assigned To',
  serialNumber: 'Serial number',
  manufacturer: 'Manufacturer',
  model: 'Model',
  manufacturedOn: 'Date of manufacture',
  inServiceOn: 'Date in service',
  critical: 'Critical',
  notes: 'Notes',
} as const;

/**
 * The same names in bokmål and nynorsk, as the screens write them: an import reads a header written in
 * any of the product's languages.
 */
const BOKMAL_FIELD_NAMES = {
  _id: 'ID',
  name: 'Navn',
  type: 'Type',
  location: 'Plassering',
  position: 'Kartposisjon',
  status: 'Status',
  assignedTo: 'Tildelt',
  serialNumber: 'Serienummer',
  manufacturer: 'Produsent',
  model: 'Modell',
  manufacturedOn: 'Produksjonsdato',
  inServiceOn: 'Dato tatt i bruk',
  critical: 'Kritisk',
  notes: 'Merknader',
} as const satisfies Record<keyof typeof ASSET_FIELD_NAMES, string>;

export const ASSET_FIELD_NAMES_NORWEGIAN = {
  nb: BOKMAL_FIELD_NAMES,
  // Nynorsk writes two of them otherwise.
  nn: { ...BOKMAL_FIELD_NAMES, name: 'Namn', inServiceOn: 'Dato teken i bruk' },
} as const satisfies Record<'nb' | 'nn', Record<keyof typeof ASSET_FIELD_NAMES, string>>;

/** The asset screens' labels: the names, except that the critical box says which rule makes equipment critical. */
export const ASSET_SCREEN_LABELS = {
  ...ASSET_FIELD_NAMES,
  critical: `${ASSET_FIELD_NAMES.critical} equipment (ISM Code 10)`,
} as const;

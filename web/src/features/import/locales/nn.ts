import { ASSET_FIELD_NAMES_NORWEGIAN } from '@harbour/contract';
import type { TranslationsOf } from '@/i18n/define-messages';
import { fieldNameMessages } from '../field-name-messages';
import type { importMessages } from '../import-messages';

const NAMES = ASSET_FIELD_NAMES_NORWEGIAN.nn;

export const importNn: TranslationsOf<typeof importMessages> = {
  title: 'Importer eigedelar',
  subtitle:
    'Ei CSV-fil (UTF-8, komma eller semikolon, opptil {megabytes} MB) med overskriftsrad: kvar rad opprettar ein eigedel, eller oppdaterer den som har same _id eller serienummer.',
  csvFile: 'CSV-fil',
  downloadTemplate: 'Last ned ein CSV-mal',
  templateHint: 'Alle kolonnane importen les, med éi eksempelrad som du byter ut.',
  reading: 'Les fila …',
  readFailed: 'Kunne ikkje lese fila',
  columns: 'Kolonnar',
  preview: 'Førehandsvising',
  importing: 'Importerer …',
  importAssets: { one: 'Importer {number} eigedel', other: 'Importer {number} eigedelar' },
  importFailed: 'Importen mislukkast: ingenting vart endra',
  imported: 'Importert: {created} oppretta, {updated} oppdaterte.',
  seeAssets: 'Sjå eigedelane',
  columnInFile: 'Kolonne i fila',
  readInto: 'Blir lesen inn i',
  noHeader: '(inga overskrift)',
  fieldForColumn: 'Felt for kolonnen {header}',
  ignoreColumn: 'Ignorer denne kolonnen',
  lastInspected: 'Sist kontrollert: {plan}',
  fieldOption: '{name} ({field})',
  ...fieldNameMessages(NAMES),
  dayFirst: 'Dagen først (03/04/2020 er 3. april)',
  monthFirst: 'Månaden først (03/04/2020 er 4. mars)',
  dates: 'Datoar',
  readAs: 'lesne som {formats}',
  noDates: 'ingen datoar',
  dateOrderIn: 'Rekkjefølgja på datoane i {header}',
  chooseOrder: 'Vel: fila seier det ikkje',
  toCreate: 'blir oppretta',
  toUpdate: 'blir oppdaterte',
  unchanged: 'uendra',
  errors: 'feil',
  lastInspections: {
    one: '{count} siste kontroll blir registrert som importert frå registeret.',
    other: '{count} siste kontrollar blir registrerte som importerte frå registeret.',
  },
  alreadyImported: 'Denne fila er importert frå før: å importere ho på nytt endrar ingenting.',
  errorsInFile: {
    one: '{count} feil i fila: ingenting kan importerast før han er retta.',
    other: '{count} feil i fila: ingenting kan importerast før dei er retta.',
  },
  rowErrorsInFile: {
    one: '{number} rad har feil: rett fila og vel ho på nytt, eller importer dei andre radene no og last ned denne for å rette ho.',
    other:
      '{number} rader har feil: rett fila og vel ho på nytt, eller importer dei andre radene no og last dei ned for å rette dei.',
  },
  importValidRows: {
    one: 'Importer {number} eigedel utan feil',
    other: 'Importer {number} eigedelar utan feil',
  },
  downloadErrorRows: {
    one: 'Last ned rada med feil (CSV)',
    other: 'Last ned dei {number} radene med feil (CSV)',
  },
  leftOut: {
    one: '{number} rad med feil vart utelaten.',
    other: '{number} rader med feil vart utelatne.',
  },
  errorColumn: 'Importfeil',
  firstListed: 'Dei første {number} er lista opp.',
  ignoredColumns: {
    one: '{count} kolonne blir ikkje importert: {headers}. Vel eit felt for ho under Kolonnar, eller la ho vere.',
    other:
      '{count} kolonnar blir ikkje importerte: {headers}. Vel eit felt for kvar av dei under Kolonnar, eller la dei vere.',
  },
  rowError: 'Rad {row}: {message}',
  rowColumnError: 'Rad {row}, {column}: {message}',
};

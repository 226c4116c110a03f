import { ASSET_FIELD_NAMES_NORWEGIAN } from '@harbour/contract';
import type { TranslationsOf } from '@/i18n/define-messages';
import { fieldNameMessages } from '../field-name-messages';
import type { importMessages } from '../import-messages';

const NAMES = ASSET_FIELD_NAMES_NORWEGIAN.nb;

export const importNb: TranslationsOf<typeof importMessages> = {
  title: 'Importer eiendeler',
  subtitle:
    'En CSV-fil (UTF-8, komma eller semikolon, opptil {megabytes} MB) med overskriftsrad: hver rad oppretter en eiendel, eller oppdaterer den som har samme _id eller serienummer.',
  csvFile: 'CSV-fil',
  downloadTemplate: 'Last ned en CSV-mal',
  templateHint: 'Alle kolonnene importen leser, med én eksempelrad som du bytter ut.',
  reading: 'Leser filen …',
  readFailed: 'Kunne ikke lese filen',
  columns: 'Kolonner',
  preview: 'Forhåndsvisning',
  importing: 'Importerer …',
  importAssets: { one: 'Importer {number} eiendel', other: 'Importer {number} eiendeler' },
  importFailed: 'Importen mislyktes: ingenting ble endret',
  imported: 'Importert: {created} opprettet, {updated} oppdatert.',
  seeAssets: 'Se eiendelene',
  columnInFile: 'Kolonne i filen',
  readInto: 'Leses inn i',
  noHeader: '(ingen overskrift)',
  fieldForColumn: 'Felt for kolonnen {header}',
  ignoreColumn: 'Ignorer denne kolonnen',
  lastInspected: 'Sist kontrollert: {plan}',
  fieldOption: '{name} ({field})',
  ...fieldNameMessages(NAMES),
  dayFirst: 'Dagen først (03/04/2020 er 3. april)',
  monthFirst: 'Måneden først (03/04/2020 er 4. mars)',
  dates: 'Datoer',
  readAs: 'lest som {formats}',
  noDates: 'ingen datoer',
  dateOrderIn: 'Rekkefølgen på datoene i {header}',
  chooseOrder: 'Velg: filen sier det ikke',
  toCreate: 'opprettes',
  toUpdate: 'oppdateres',
  unchanged: 'uendret',
  errors: 'feil',
  lastInspections: {
    one: '{count} siste kontroll blir registrert som importert fra registeret.',
    other: '{count} siste kontroller blir registrert som importert fra registeret.',
  },
  alreadyImported: 'Denne filen er importert fra før: å importere den igjen endrer ingenting.',
  errorsInFile: {
    one: '{count} feil i filen: ingenting kan importeres før den er rettet.',
    other: '{count} feil i filen: ingenting kan importeres før de er rettet.',
  },
  rowErrorsInFile: {
    one: '{number} rad har feil: rett filen og velg den på nytt, eller importer de andre radene nå og last ned denne for å rette den.',
    other:
      '{number} rader har feil: rett filen og velg den på nytt, eller importer de andre radene nå og last dem ned for å rette dem.',
  },
  importValidRows: {
    one: 'Importer {number} eiendel uten feil',
    other: 'Importer {number} eiendeler uten feil',
  },
  downloadErrorRows: {
    one: 'Last ned raden med feil (CSV)',
    other: 'Last ned de {number} radene med feil (CSV)',
  },
  leftOut: {
    one: '{number} rad med feil ble utelatt.',
    other: '{number} rader med feil ble utelatt.',
  },
  errorColumn: 'Importfeil',
  firstListed: 'De første {number} er listet opp.',
  ignoredColumns: {
    one: '{count} kolonne blir ikke importert: {headers}. Velg et felt for den under Kolonner, eller la den være.',
    other:
      '{count} kolonner blir ikke importert: {headers}. Velg et felt for hver av dem under Kolonner, eller la dem være.',
  },
  rowError: 'Rad {row}: {message}',
  rowColumnError: 'Rad {row}, {column}: {message}',
};

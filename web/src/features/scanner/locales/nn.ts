import type { TranslationsOf } from '@/i18n/define-messages';
import type { scannerMessages } from '../scanner-messages';

export const scannerNn: TranslationsOf<typeof scannerMessages> = {
  title: 'Skann QR-kode',
  subtitle: 'Hald QR-koden innanfor ramma for å sjå eigedelen',
  startScanning: 'Start skanning',
  stopScanning: 'Stopp skanning',
  loadingAsset: 'Hentar eigedelen …',
  readingImage: 'Les biletet …',
  noQrInImage: 'Fann ingen QR-kode i biletet. Prøv eit skarpare bilete, teke nærare koden.',
  errorGeneric: 'Noko gjekk gale',
  errorProcessing: 'Kunne ikkje handsame skanninga',
  dismissError: 'Lukk feilmeldinga',
  queued: 'Inga dekning: skanninga er lagra på denne telefonen og blir send når du er tilkopla igjen.',
  queuedNotStored:
    'Inga dekning: skanninga er lagra på denne telefonen og blir send når du er tilkopla igjen. Denne eigedelen er ikkje lagra fråkopla, så detaljane blir viste først då.',
  notFound: 'Fann ikkje eigedelen. Ingen eigedel har denne QR-koden; han kan vere sletta.',
  invalidId: 'Denne lenkja inneheld ikkje ein gyldig eigedels-ID.',
  scanNotRecorded: 'Eigedelen blir vist, men skanninga kunne ikkje registrerast.',
  assetDetails: 'Eigedelsdetaljar',
  nextSteps: 'Neste steg',
  scanAnother: 'Skann ein eigedel til',
  goToDashboard: 'Gå til dashbordet',
  openAssetPage: 'Opne eigedelssida',
  startInspection: 'Start kontroll',
  startInspectionOf: 'Start kontroll: {name}',
  name: 'Namn',
  type: 'Type',
  location: 'Plassering',
  assignedTo: 'Tildelt',
  lastUpdated: 'Sist oppdatert',
  notAvailable: 'Ukjend',
};

import type { TranslationsOf } from '@/i18n/define-messages';
import type { scannerMessages } from '../scanner-messages';

export const scannerNb: TranslationsOf<typeof scannerMessages> = {
  title: 'Skann QR-kode',
  subtitle: 'Hold QR-koden innenfor rammen for å se eiendelen',
  startScanning: 'Start skanning',
  stopScanning: 'Stopp skanning',
  loadingAsset: 'Henter eiendelen …',
  readingImage: 'Leser bildet …',
  noQrInImage: 'Fant ingen QR-kode i bildet. Prøv et skarpere bilde, tatt nærmere koden.',
  errorGeneric: 'Noe gikk galt',
  errorProcessing: 'Kunne ikke behandle skanningen',
  dismissError: 'Lukk feilmeldingen',
  queued: 'Ingen dekning: skanningen er lagret på denne telefonen og sendes når du er tilkoblet igjen.',
  queuedNotStored:
    'Ingen dekning: skanningen er lagret på denne telefonen og sendes når du er tilkoblet igjen. Denne eiendelen er ikke lagret frakoblet, så detaljene vises først da.',
  notFound: 'Fant ikke eiendelen. Ingen eiendel har denne QR-koden; den kan være slettet.',
  invalidId: 'Denne lenken inneholder ikke en gyldig eiendels-ID.',
  scanNotRecorded: 'Eiendelen vises, men skanningen kunne ikke registreres.',
  assetDetails: 'Eiendelsdetaljer',
  nextSteps: 'Neste steg',
  scanAnother: 'Skann en eiendel til',
  goToDashboard: 'Gå til dashbordet',
  openAssetPage: 'Åpne eiendelssiden',
  startInspection: 'Start kontroll',
  startInspectionOf: 'Start kontroll: {name}',
  name: 'Navn',
  type: 'Type',
  location: 'Plassering',
  assignedTo: 'Tildelt',
  lastUpdated: 'Sist oppdatert',
  notAvailable: 'Ukjent',
};

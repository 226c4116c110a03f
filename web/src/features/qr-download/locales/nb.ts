import type { TranslationsOf } from '@/i18n/define-messages';
import type { qrMessages } from '../qr-messages';

export const qrDownloadNb: TranslationsOf<typeof qrMessages> = {
  title: 'QR-koder per bruker',
  subtitle: 'Last ned eller skriv ut QR-etikettene til eiendelene hver person har ansvar for.',
  othersBefore:
    'Bare eiendeler som er tildelt noen, står her. For alle andre eiendeler, og for ark med etiketter, bruk',
  othersLink: 'Etiketter',
  othersAfter: '.',
  loading: 'Laster inn brukere og eiendelene deres …',
  loadFailed: 'Kunne ikke laste inn brukerne',
  tryAgain: 'Prøv igjen',
  noAssets: 'Ingen eiendeler tildelt',
  searchPlaceholder: 'Søk etter brukernavn …',
  noUsers: 'Fant ingen brukere',
  tableLabel: 'Brukere og QR-kodene deres',
  username: 'Brukernavn',
  role: 'Rolle',
  assignedAssets: 'Tildelte eiendeler',
  qrCodes: 'QR-koder',
  assetAtLocation: '{name} – {location}',
  usersNoun: 'brukere',
  qrAlt: 'QR-kode for {name}',
  printQrOf: 'Skriv ut QR-koden for {name}',
  print: 'Skriv ut',
};

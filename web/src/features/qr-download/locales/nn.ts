import type { TranslationsOf } from '@/i18n/define-messages';
import type { qrMessages } from '../qr-messages';

export const qrDownloadNn: TranslationsOf<typeof qrMessages> = {
  title: 'QR-kodar per brukar',
  subtitle: 'Last ned eller skriv ut QR-etikettane til eigedelane kvar person har ansvar for.',
  othersBefore:
    'Berre eigedelar som er tildelte nokon, står her. For alle andre eigedelar, og for ark med etikettar, bruk',
  othersLink: 'Etikettar',
  othersAfter: '.',
  loading: 'Lastar inn brukarar og eigedelane deira …',
  loadFailed: 'Kunne ikkje laste inn brukarane',
  tryAgain: 'Prøv igjen',
  noAssets: 'Ingen eigedelar tildelte',
  searchPlaceholder: 'Søk etter brukarnamn …',
  noUsers: 'Fann ingen brukarar',
  tableLabel: 'Brukarar og QR-kodane deira',
  username: 'Brukarnamn',
  role: 'Rolle',
  assignedAssets: 'Tildelte eigedelar',
  qrCodes: 'QR-kodar',
  assetAtLocation: '{name} – {location}',
  usersNoun: 'brukarar',
  qrAlt: 'QR-kode for {name}',
  printQrOf: 'Skriv ut QR-koden for {name}',
  print: 'Skriv ut',
};

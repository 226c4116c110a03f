import type { TranslationsOf } from '@/i18n/define-messages';
import type { qrLabelMessages } from '../qr-label-messages';

export const qrLabelNb: TranslationsOf<typeof qrLabelMessages> = {
  emptyFile: 'Mottok en tom fil. QR-koden ble kanskje ikke laget.',
  unexpectedType: 'Uventet innholdstype: {type}',
  unknownType: 'ukjent',
  downloadFailed: 'Kunne ikke laste ned QR-koden.',
  printInvalid: 'Kunne ikke laste QR-koden: ugyldig svar fra serveren',
  popupBlocked: 'Kunne ikke åpne utskriftsvinduet. Sjekk innstillingene for blokkering av popup-vinduer.',
  printFailed: 'Kunne ikke skrive ut QR-koden. Prøv igjen.',
  printTitle: 'QR-kode for {name}',
  printAlt: 'QR-kode for {name}',
  pngDescription: 'Bilde i høy kvalitet',
  jpgDescription: 'Komprimert bilde',
  svgDescription: 'Vektorbilde',
  pdfDescription: 'Dokumentformat',
};

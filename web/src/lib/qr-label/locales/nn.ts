import type { TranslationsOf } from '@/i18n/define-messages';
import type { qrLabelMessages } from '../qr-label-messages';

export const qrLabelNn: TranslationsOf<typeof qrLabelMessages> = {
  emptyFile: 'Fekk ei tom fil. QR-koden vart kanskje ikkje laga.',
  unexpectedType: 'Uventa innhaldstype: {type}',
  unknownType: 'ukjend',
  downloadFailed: 'Kunne ikkje laste ned QR-koden.',
  printInvalid: 'Kunne ikkje laste QR-koden: ugyldig svar frå serveren',
  popupBlocked:
    'Kunne ikkje opne utskriftsvindauget. Sjekk innstillingane for blokkering av sprettoppvindauge.',
  printFailed: 'Kunne ikkje skrive ut QR-koden. Prøv igjen.',
  printTitle: 'QR-kode for {name}',
  printAlt: 'QR-kode for {name}',
  pngDescription: 'Bilete i høg kvalitet',
  jpgDescription: 'Komprimert bilete',
  svgDescription: 'Vektorbilete',
  pdfDescription: 'Dokumentformat',
};

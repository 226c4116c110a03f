import type { TranslationsOf } from '@/i18n/define-messages';
import type { uiMessages } from '../ui-messages';

export const uiNb: TranslationsOf<typeof uiMessages> = {
  statusAvailable: 'Tilgjengelig',
  statusInUse: 'I bruk',
  statusUnderMaintenance: 'Under vedlikehold',
  statusRetired: 'Utrangert',
  statusReservable: 'Kan reserveres',

  overdue: 'Forfalt',
  dueSoon: 'Forfaller snart',
  ok: 'OK',
  noPlan: 'Ingen plan',
  unknown: 'Ukjent',

  status: 'Status',
  assetDetails: 'Detaljer om eiendelen',
  close: 'Lukk',
  closeDialog: 'Lukk dialogen',
  cancel: 'Avbryt',
  imageOf: 'Bilde av {name}',
  assetImage: 'Bilde av eiendelen',
  yes: 'Ja',
  serialNumber: 'Serienummer',
  manufacturer: 'Produsent',
  model: 'Modell',
  manufacturedOn: 'Produksjonsdato',
  inServiceOn: 'Dato tatt i bruk',
  critical: 'Kritisk utstyr (ISM-koden 10)',
  notes: 'Merknader',

  downloadCsv: 'Last ned CSV',
  preparing: 'Gjør klar …',
  downloadFailed: 'Nedlastingen mislyktes',
  download: 'Last ned',
  downloadQrOf: 'Last ned QR-koden for {name}',
  downloadFormatsFor: 'Formater for nedlasting av {name}',
  print: 'Skriv ut',
  printQrOf: 'Skriv ut QR-koden for {name}',

  filters: 'Filtre',
  pagination: 'Sidevelger',
  previous: 'Forrige',
  next: 'Neste',
  page: 'Side {page}',
  offlineData: 'Frakoblede data, lagret {when}',
  publicUrl:
    'Etiketter som skrives ut nå, inneholder {address}, adressen denne siden ble åpnet på. En telefon kan ikke åpne ' +
    'den hvis det er localhost eller et navn bare denne datamaskinen kjenner: sett {setting} til adressen ' +
    'telefonene når, og start serveren på nytt.',

  takeOffline: 'Lagre for frakoblet bruk',
  refreshOffline: 'Oppdater den frakoblede kopien',
  storing: 'Lagrer {done} av {total} …',

  cameraNumber: 'Kamera {number}',
  cameraPreview: 'Forhåndsvisning fra kameraet',
  startingCamera: 'Starter kameraet …',
  cameraOff: 'Kameraet er av',
  camera: 'Kamera',
  torchOff: 'Slå av lommelykten',
  torchOn: 'Slå på lommelykten',
  zoom: 'Zoom',
  zoomValue: '{zoom}x',
  scanImageFile: 'Skann en bildefil',
  chooseOrDrop: 'Velg et bilde av QR-koden, eller slipp det her',
};

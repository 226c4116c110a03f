import type { TranslationsOf } from '@/i18n/define-messages';
import type { uiMessages } from '../ui-messages';

export const uiNn: TranslationsOf<typeof uiMessages> = {
  statusAvailable: 'Tilgjengeleg',
  statusInUse: 'I bruk',
  statusUnderMaintenance: 'Under vedlikehald',
  statusRetired: 'Utrangert',
  statusReservable: 'Kan reserverast',

  overdue: 'Forfallen',
  dueSoon: 'Forfell snart',
  ok: 'OK',
  noPlan: 'Ingen plan',
  unknown: 'Ukjend',

  status: 'Status',
  assetDetails: 'Detaljar om eigedelen',
  close: 'Lukk',
  closeDialog: 'Lukk dialogen',
  cancel: 'Avbryt',
  imageOf: 'Bilete av {name}',
  assetImage: 'Bilete av eigedelen',
  yes: 'Ja',
  serialNumber: 'Serienummer',
  manufacturer: 'Produsent',
  model: 'Modell',
  manufacturedOn: 'Produksjonsdato',
  inServiceOn: 'Dato teken i bruk',
  critical: 'Kritisk utstyr (ISM-koden 10)',
  notes: 'Merknader',

  downloadCsv: 'Last ned CSV',
  preparing: 'Gjer klar …',
  downloadFailed: 'Nedlastinga mislukkast',
  download: 'Last ned',
  downloadQrOf: 'Last ned QR-koden for {name}',
  downloadFormatsFor: 'Format for nedlasting av {name}',
  print: 'Skriv ut',
  printQrOf: 'Skriv ut QR-koden for {name}',

  filters: 'Filter',
  pagination: 'Sideveljar',
  previous: 'Førre',
  next: 'Neste',
  page: 'Side {page}',
  offlineData: 'Fråkopla data, lagra {when}',
  publicUrl:
    'Etikettar som vert skrivne ut no, inneheld {address}, adressa denne sida vart opna på. Ein telefon kan ikkje opne ' +
    'ho dersom det er localhost eller eit namn berre denne datamaskina kjenner: set {setting} til adressa ' +
    'telefonane når, og start serveren på nytt.',

  takeOffline: 'Lagre for fråkopla bruk',
  refreshOffline: 'Oppdater den fråkopla kopien',
  storing: 'Lagrar {done} av {total} …',

  cameraNumber: 'Kamera {number}',
  cameraPreview: 'Førehandsvising frå kameraet',
  startingCamera: 'Startar kameraet …',
  cameraOff: 'Kameraet er av',
  camera: 'Kamera',
  torchOff: 'Slå av lommelykta',
  torchOn: 'Slå på lommelykta',
  zoom: 'Zoom',
  zoomValue: '{zoom}x',
  scanImageFile: 'Skann ei biletfil',
  chooseOrDrop: 'Vel eit bilete av QR-koden, eller slepp det her',
};

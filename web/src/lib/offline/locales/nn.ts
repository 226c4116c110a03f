import type { TranslationsOf } from '@/i18n/define-messages';
import type { offlineWordsMessages } from '../offline-messages';

export const offlineWordsNn: TranslationsOf<typeof offlineWordsMessages> = {
  assets: { one: '{count} eigedel', other: '{count} eigedelar' },
  writes: { one: '{count} endring', other: '{count} endringar' },
  packSummary: 'Lagra for fråkopla bruk: {assets}, {size}, {when}',
  packStored: '{assets} lagra for fråkopla bruk',
  packFailed: 'Eigedelane kunne ikkje lagrast for fråkopla bruk. Sjekk dekninga og prøv igjen.',
  signInFirst: 'Logg inn for å lagre eigedelar for fråkopla bruk.',
  roundPack: 'Runde: {label}',
  locationPack: 'Plassering: {location}',
  myAssets: 'Eigedelane mine',

  online: 'Tilkopla',
  offline: 'Fråkopla',
  writesWaiting: '{writes} ventar',
  writesRefused: '{writes} avvist av serveren',
  notYetSynced: 'ikkje synkronisert enno',
  lastSynced: 'sist synkronisert {time}',
  description: '{parts}; {last}.',
  notSent: '{refused} ikkje sendt',
  offlineWaiting: 'Fråkopla · {pending} ventar',
  sending: 'Sender {pending}',
  refusedWithoutMessage: 'Serveren avviste denne endringa.',

  updateReady: 'Ein ny versjon av appen er klar.',
  reload: 'Last inn på nytt',
};

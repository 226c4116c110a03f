import type { TranslationsOf } from '@/i18n/define-messages';
import type { offlineWordsMessages } from '../offline-messages';

export const offlineWordsNb: TranslationsOf<typeof offlineWordsMessages> = {
  assets: { one: '{count} eiendel', other: '{count} eiendeler' },
  writes: { one: '{count} endring', other: '{count} endringer' },
  packSummary: 'Lagret for frakoblet bruk: {assets}, {size}, {when}',
  packStored: '{assets} lagret for frakoblet bruk',
  packFailed: 'Eiendelene kunne ikke lagres for frakoblet bruk. Sjekk dekningen og prøv igjen.',
  signInFirst: 'Logg inn for å lagre eiendeler for frakoblet bruk.',
  roundPack: 'Runde: {label}',
  locationPack: 'Plassering: {location}',
  myAssets: 'Mine eiendeler',

  online: 'Tilkoblet',
  offline: 'Frakoblet',
  writesWaiting: '{writes} venter',
  writesRefused: '{writes} avvist av serveren',
  notYetSynced: 'ikke synkronisert ennå',
  lastSynced: 'sist synkronisert {time}',
  description: '{parts}; {last}.',
  notSent: '{refused} ikke sendt',
  offlineWaiting: 'Frakoblet · {pending} venter',
  sending: 'Sender {pending}',
  refusedWithoutMessage: 'Serveren avviste denne endringen.',

  updateReady: 'En ny versjon av appen er klar.',
  reload: 'Last inn på nytt',
};

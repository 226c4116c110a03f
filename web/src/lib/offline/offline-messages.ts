/** The words of the offline store and the outbox: what is stored, what waits, what was refused. */
import { defineMessages } from '@/i18n/define-messages';

export const offlineWordsMessages = defineMessages('offlineWords', {
  assets: { one: '{count} asset', other: '{count} assets' },
  writes: { one: '{count} write', other: '{count} writes' },
  packSummary: 'Stored offline: {assets}, {size}, {when}',
  packStored: '{assets} stored for offline use',
  packFailed: 'The assets could not be stored for offline use. Check the signal and try again.',
  signInFirst: 'Sign in to take assets offline.',
  roundPack: 'Round: {label}',
  locationPack: 'Location: {location}',
  myAssets: 'My assets',

  online: 'Online',
  offline: 'Offline',
  writesWaiting: '{writes} waiting',
  writesRefused: '{writes} refused by the server',
  notYetSynced: 'not yet synced',
  lastSynced: 'last synced {time}',
  description: '{parts}; {last}.',
  notSent: '{refused} not sent',
  offlineWaiting: 'Offline · {pending} waiting',
  sending: 'Sending {pending}',
  refusedWithoutMessage: 'The server refused this write.',

  updateReady: 'A new version of the app is ready.',
  reload: 'Reload',
});

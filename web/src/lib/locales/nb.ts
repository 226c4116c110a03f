import type { TranslationsOf } from '@/i18n/define-messages';
import type { wordsMessages } from '../words-messages';

export const wordsNb: TranslationsOf<typeof wordsMessages> = {
  documentExpired: 'utløp {date}',
  documentExpires: 'utløper {date}',
  overdueSince: 'forfalt siden {date}',
  dueOn: 'forfaller {date}',
  nextDueOn: 'neste frist {date}',
  offStationSince: 'utenfor posisjon siden {date}',

  offStation: 'Utenfor posisjon',
  offStationDistance: 'Utenfor posisjon: {distance} fra kartfestet posisjon',
  offStationFoundBy: 'Funnet der {when} av {name}',
  offStationFound: 'Funnet der {when}',

  justNow: 'akkurat nå',
  minutesAgo: { one: 'for {count} minutt siden', other: 'for {count} minutter siden' },
  hoursAgo: { one: 'for {count} time siden', other: 'for {count} timer siden' },
  daysAgo: { one: 'for {count} dag siden', other: 'for {count} dager siden' },

  kindAudit: 'Revisjon',
  kindStocktake: 'Varetelling',
  kindInspection: 'Kontrollrunde',
  statePending: 'Ikke funnet ennå',
  stateFound: 'Funnet',
  stateMissing: 'Mangler',
  stateUnexpected: 'Ikke forventet',

  days: { one: '{count} dag', other: '{count} dager' },
  weeks: { one: '{count} uke', other: '{count} uker' },
  months: { one: '{count} måned', other: '{count} måneder' },
  years: { one: '{count} år', other: '{count} år' },
  everyDays: { one: 'hver dag', other: 'hver {count}. dag' },
  everyWeeks: { one: 'hver uke', other: 'hver {count}. uke' },
  everyMonths: { one: 'hver måned', other: 'hver {count}. måned' },
  everyYears: { one: 'hvert år', other: 'hvert {count}. år' },
  fromManufacture: 'fra produksjon',
  fromInService: 'fra idriftsettelse',
  whicheverFirst: 'eller {duration} {from}, det som kommer først',
  onceOlderThan: '{every} ved alder over {age}',

  recordedSynced: 'Registrert {recorded}, synkronisert {synced}',

  invalidAssetId: 'Denne adressen inneholder ikke en gyldig eiendels-ID.',
  assetNotFound: 'Fant ikke eiendelen. Den kan være slettet.',
  assetLoadFailed: 'Kunne ikke laste eiendelen. Sjekk tilkoblingen og prøv igjen.',

  atLeastCharacters: { one: 'Minst {count} tegn', other: 'Minst {count} tegn' },
  atMostCharacters: { one: 'Høyst {count} tegn', other: 'Høyst {count} tegn' },

  showing: 'Viser {from} til {to} av {total} {noun}',
  results: 'treff',
};

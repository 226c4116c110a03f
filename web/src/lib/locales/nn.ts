import type { TranslationsOf } from '@/i18n/define-messages';
import type { wordsMessages } from '../words-messages';

export const wordsNn: TranslationsOf<typeof wordsMessages> = {
  documentExpired: 'gjekk ut {date}',
  documentExpires: 'går ut {date}',
  overdueSince: 'forfallen sidan {date}',
  dueOn: 'forfell {date}',
  nextDueOn: 'neste frist {date}',
  offStationSince: 'utanfor posisjon sidan {date}',

  offStation: 'Utanfor posisjon',
  offStationDistance: 'Utanfor posisjon: {distance} frå kartfesta posisjon',
  offStationFoundBy: 'Funne der {when} av {name}',
  offStationFound: 'Funne der {when}',

  justNow: 'akkurat no',
  minutesAgo: { one: 'for {count} minutt sidan', other: 'for {count} minutt sidan' },
  hoursAgo: { one: 'for {count} time sidan', other: 'for {count} timar sidan' },
  daysAgo: { one: 'for {count} dag sidan', other: 'for {count} dagar sidan' },

  kindAudit: 'Revisjon',
  kindStocktake: 'Vareteljing',
  kindInspection: 'Kontrollrunde',
  statePending: 'Ikkje funne enno',
  stateFound: 'Funne',
  stateMissing: 'Manglar',
  stateUnexpected: 'Ikkje venta',

  days: { one: '{count} dag', other: '{count} dagar' },
  weeks: { one: '{count} veke', other: '{count} veker' },
  months: { one: '{count} månad', other: '{count} månader' },
  years: { one: '{count} år', other: '{count} år' },
  everyDays: { one: 'kvar dag', other: 'kvar {count}. dag' },
  everyWeeks: { one: 'kvar veke', other: 'kvar {count}. veke' },
  everyMonths: { one: 'kvar månad', other: 'kvar {count}. månad' },
  everyYears: { one: 'kvart år', other: 'kvart {count}. år' },
  fromManufacture: 'frå produksjon',
  fromInService: 'frå idriftsetjing',
  whicheverFirst: 'eller {duration} {from}, det som kjem først',
  onceOlderThan: '{every} ved alder over {age}',

  recordedSynced: 'Registrert {recorded}, synkronisert {synced}',

  invalidAssetId: 'Denne adressa inneheld ikkje ein gyldig eigedels-ID.',
  assetNotFound: 'Fann ikkje eigedelen. Han kan vere sletta.',
  assetLoadFailed: 'Kunne ikkje laste eigedelen. Sjekk tilkoplinga og prøv igjen.',

  atLeastCharacters: { one: 'Minst {count} teikn', other: 'Minst {count} teikn' },
  atMostCharacters: { one: 'Høgst {count} teikn', other: 'Høgst {count} teikn' },

  showing: 'Viser {from} til {to} av {total} {noun}',
  results: 'treff',
};

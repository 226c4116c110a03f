import type { TranslationsOf } from '@/i18n/define-messages';
import type { locationPickerMessages } from '../location-picker-messages';

export const locationPickerNb: TranslationsOf<typeof locationPickerMessages> = {
  kindPort: 'Havn',
  kindQuay: 'Kai',
  kindBerth: 'Kaiplass',
  kindStore: 'Lager',
  kindVessel: 'Fartøy',
  kindDeck: 'Dekk',
  kindCompartment: 'Rom',
  kindArea: 'Område',
  kindSite: 'Anlegg',

  placeholder: 'Skriv for å finne en plassering',
  clear: 'Tøm {label}',
  matches: 'Plasseringer som passer',
  loading: 'Laster plasseringer ...',
  loadFailed: 'Kunne ikke laste plasseringene.',
  noSuchLocation: 'Ingen slik plassering',
  addOnLocationsScreen: 'Legg den til på Plasseringer-siden',
  moreMatches: {
    one: '{count} til: skriv mer for å snevre inn listen',
    other: '{count} til: skriv mer for å snevre inn listen',
  },
  subtreeHint: 'Dette stedet og alt som ligger under det',
};

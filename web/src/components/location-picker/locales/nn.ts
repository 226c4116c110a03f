import type { TranslationsOf } from '@/i18n/define-messages';
import type { locationPickerMessages } from '../location-picker-messages';

export const locationPickerNn: TranslationsOf<typeof locationPickerMessages> = {
  kindPort: 'Hamn',
  kindQuay: 'Kai',
  kindBerth: 'Kaiplass',
  kindStore: 'Lager',
  kindVessel: 'Fartøy',
  kindDeck: 'Dekk',
  kindCompartment: 'Rom',
  kindArea: 'Område',
  kindSite: 'Anlegg',

  placeholder: 'Skriv for å finne ei plassering',
  clear: 'Tøm {label}',
  matches: 'Plasseringar som passar',
  loading: 'Lastar plasseringar ...',
  loadFailed: 'Kunne ikkje laste plasseringane.',
  noSuchLocation: 'Inga slik plassering',
  addOnLocationsScreen: 'Legg ho til på Plasseringar-sida',
  moreMatches: {
    one: '{count} til: skriv meir for å snevre inn lista',
    other: '{count} til: skriv meir for å snevre inn lista',
  },
  subtreeHint: 'Denne staden og alt som ligg under han',
};

/** The words of the location picker, and of a location's kind wherever one is shown. */
import { defineMessages } from '@/i18n/define-messages';

export const locationPickerMessages = defineMessages('locationPicker', {
  kindPort: 'Port',
  kindQuay: 'Quay',
  kindBerth: 'Berth',
  kindStore: 'Store',
  kindVessel: 'Vessel',
  kindDeck: 'Deck',
  kindCompartment: 'Compartment',
  kindArea: 'Area',
  kindSite: 'Site',

  placeholder: 'Type to find a location',
  clear: 'Clear {label}',
  matches: 'Matching locations',
  loading: 'Loading locations...',
  loadFailed: 'Failed to load the locations.',
  noSuchLocation: 'No such location',
  addOnLocationsScreen: 'Add it on the Locations screen',
  moreMatches: {
    one: '{count} more: keep typing to narrow the list',
    other: '{count} more: keep typing to narrow the list',
  },
  subtreeHint: 'This place and everything in it',
});

import { LOCATION_KINDS, type LocationKind } from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { locationPickerMessages as m } from './location-picker-messages';

const KIND_NAMES: Record<LocationKind, Message<string>> = {
  port: m.kindPort,
  quay: m.kindQuay,
  berth: m.kindBerth,
  store: m.kindStore,
  vessel: m.kindVessel,
  deck: m.kindDeck,
  compartment: m.kindCompartment,
  area: m.kindArea,
  site: m.kindSite,
};

export const isKnownKind = (kind: string): kind is LocationKind =>
  (LOCATION_KINDS as readonly string[]).includes(kind);

/** A location's kind in the reader's language (`Kai`); one a newer server added by its own name. */
export function locationKindName(kind: string): string {
  return isKnownKind(kind) ? translate(KIND_NAMES[kind]) : kind;
}

import type { LocationKind } from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { locationPickerMessages as m } from './location-picker-messages';

/** Every kind the contract knows (the compiler refuses one missing), by its words. */
const KIND_NAMES = {
  port: m.kindPort,
  quay: m.kindQuay,
  berth: m.kindBerth,
  store: m.kindStore,
  vessel: m.kindVessel,
  deck: m.kindDeck,
  compartment: m.kindCompartment,
  area: m.kindArea,
  site: m.kindSite,
} satisfies Record<LocationKind, Message<string>>;

export const isKnownKind = (kind: string): kind is LocationKind => Object.hasOwn(KIND_NAMES, kind);

/** A location's kind in the reader's language (`Kai`); one a newer server added by its own name. */
export function locationKindName(kind: string): string {
  return isKnownKind(kind) ? translate(KIND_NAMES[kind]) : kind;
}

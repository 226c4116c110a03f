/** An asset found away from its charted position, in words: how far, and when and by whom it was found there. */
import type { OffStation } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { getLanguageState } from '@/i18n/language-store';
import { formatDateTime } from './format-date';
import { wordsMessages as m } from './words-messages';

/** Whole metres in the reader's way of writing numbers: '1,312 m', '1 312 m' in Norwegian. */
function metresText(meters: number): string {
  return `${Math.round(meters).toLocaleString(getLanguageState().locale)} m`;
}

/** 'Off station: 312 m from its charted position'. */
export function offStationPhrase(meters: number): string {
  return translate(m.offStationDistance, { distance: metresText(meters) });
}

/** 'Found there 29 Nov 2026, 14:05 by lena'; without a name when the server kept none. */
export function offStationFoundPhrase({ at, by }: Pick<OffStation, 'at' | 'by'>): string {
  const when = formatDateTime(at, at);
  return by ? translate(m.offStationFoundBy, { when, name: by }) : translate(m.offStationFound, { when });
}

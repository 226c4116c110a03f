/**
 * A due item's name in the reader's words. An off-station item's name is the server's English sentence
 * ('Off station: 312 m from its charted position'): other readers get theirs, with the same distance.
 */
import { getLanguageState } from '@/i18n/language-store';
import { translate } from '@/i18n/translator';
import { offStationPhrase } from './off-station-phrase';
import { wordsMessages as m } from './words-messages';

const SERVER_SENTENCE = /^Off station: (\d+) m from its charted position$/;

export function dueItemName({ kind, name }: { kind: string; name: string }): string {
  if (kind !== 'off-station' || getLanguageState().language === 'en') return name;
  const meters = SERVER_SENTENCE.exec(name)?.[1];
  return meters === undefined ? translate(m.offStation) : offStationPhrase(Number(meters));
}

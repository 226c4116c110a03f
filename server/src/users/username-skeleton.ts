/**
 * Usernames are unique by what they look like, not only by their letters: the confusable skeleton of
 * Unicode TR39 (section 4), case-folded as usernames are. Compatibility forms are decomposed (a full-width
 * 'ａ' is an 'a'), then each character that has a look-alike prototype is replaced by it (a Cyrillic 'а',
 * a Greek 'ο'), with the prototype table of the `confusables` package. Invisible characters never get
 * this far: the contract refuses them in any username. A skeleton is a key, never shown.
 */
import { confusablesMap } from 'confusables';
import { foldCase } from '../db/dialect';

const prototypes = (text: string) =>
  Array.from(text, (character) => confusablesMap.get(character) ?? character).join('');

export const usernameSkeleton = (username: string): string =>
  foldCase(prototypes(foldCase(username).normalize('NFKD'))).normalize('NFKD');

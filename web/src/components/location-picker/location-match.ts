/**
 * Which locations a typed text finds, best first: every word of it somewhere in the full path, accents and
 * case ignored (`kai 7 lager` finds `Bergen / Kai 7 / Lager B`); a location named as typed comes first.
 */
import type { LOCATION_PATH_SEPARATOR } from '@harbour/contract';

export interface Matchable {
  path: string;
  depth: number;
}

/** Letters no Unicode decomposition takes apart, written as a keyboard without them would type them. */
const PLAIN_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  ð: 'd',
  þ: 'th',
};

/** Lower case, accents off (å → a, ø → o), runs of spaces as one. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßđłðþ]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search: a `/` between names separates words as a space does. */
const wordsOf = (query: string): string[] => foldText(query.replaceAll('/', ' ')).split(' ').filter(Boolean);

/**
 * Between a path's names. Typed as the contract's constant, so the compiler holds the two equal; not imported,
 * because the contract's location module brings its schemas into every screen with a picker (+2 KB gzip).
 */
export const PATH_SEPARATOR: typeof LOCATION_PATH_SEPARATOR = ' / ';

export const pathSegments = (path: string): string[] => path.split(PATH_SEPARATOR);

/**
 * How well one word fits a path, lower is better: a whole word beats a word's start, which beats its middle;
 * in the location's own name beats in a name above it.
 */
function wordCost(word: string, segments: readonly string[]): number | undefined {
  let best: number | undefined;
  segments.forEach((segment, index) => {
    for (let at = segment.indexOf(word); at >= 0; at = segment.indexOf(word, at + 1)) {
      const starts = at === 0 || segment[at - 1] === ' ';
      const ends = at + word.length === segment.length || segment[at + word.length] === ' ';
      const fit = (starts ? (ends ? 0 : 1) : 2) + (index === segments.length - 1 ? 0 : 3);
      best = Math.min(best ?? Number.POSITIVE_INFINITY, fit);
    }
  });
  return best;
}

interface Ranked<T> {
  item: T;
  rank: number[];
  order: number;
}

const compareRanks = <T>(a: Ranked<T>, b: Ranked<T>): number => {
  for (let i = 0; i < a.rank.length; i++) {
    const difference = (a.rank[i] ?? 0) - (b.rank[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.order - b.order;
};

/**
 * The locations whose path holds every word of `query`, best first: the location named exactly so, then one
 * whose name starts so, then by where the words fall (in its own name first), then the shallower, then in the
 * list's own (path) order. An empty query keeps every location in that order.
 */
export function matchLocations<T extends Matchable>(locations: readonly T[], query: string): T[] {
  const words = wordsOf(query);
  if (words.length === 0) return [...locations];
  const whole = words.join(' ');
  const ranked: Ranked<T>[] = [];
  locations.forEach((item, order) => {
    const segments = pathSegments(item.path).map(foldText);
    let cost = 0;
    for (const word of words) {
      const wordFit = wordCost(word, segments);
      if (wordFit === undefined) return;
      cost += wordFit;
    }
    const name = segments[segments.length - 1] ?? '';
    ranked.push({
      item,
      rank: [name === whole ? 0 : 1, name.startsWith(whole) ? 0 : 1, cost, item.depth],
      order,
    });
  });
  return ranked.sort(compareRanks).map(({ item }) => item);
}

/**
 * Sort keys: text rewritten so that plain code-point order (SQLite's BINARY, PostgreSQL's "C") sorts it as
 * the organisation's collation does (ORGANISATION_LOCALE, the browser's organisationCollator): Norwegian
 * puts æ, ø, å after z, English sorts é with e; case and accents never decide. A list sorted by a key
 * column is sorted in the database, pages and all, and its (key, id) index keeps deep pages fast.
 *
 * The keys are not written by hand per language: each locale's table is read from Intl.Collator itself.
 * Every character up to U+024F (Latin, with its punctuation and digits) gets the rank of its group of
 * equal characters at base strength; a character equal to two others (æ = ae in English, ß = ss) gets
 * those two; a pair of letters equal to one character (Norwegian aa = å) gets that character's rank.
 * Other scripts keep their own code points, lower-cased, after every rank: Greek after Latin, as ICU has it.
 */
import { createHash } from 'node:crypto';

/** The first code point outside the ranked table: ranks are written below it, other scripts from it on. */
const TABLE_END = 0x250;
const ASCII_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface CollationTable {
  /** Each ranked character's key: one rank, or two for a character that sorts as two. */
  weights: Map<string, string>;
  /** The weights by code point below TABLE_END ('' for a character that weighs nothing). */
  byCode: string[];
  /** Two letters that sort as one character, as written (Norwegian contracts aa, Aa and AA, not aA). */
  contractions: Map<string, string>;
  /** The character codes a contraction starts with. */
  startsContraction: Set<number>;
  /** Changes whenever the table does: a new locale, or new collation data in a Node.js upgrade. */
  fingerprint: string;
}

/** A rank as a key character: from U+0001 (U+0000 is not text to PostgreSQL). */
const rankChar = (rank: number) => String.fromCodePoint(1 + rank);

function buildTable(locale: string): CollationTable {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const characters: string[] = [];
  for (let cp = 1; cp < TABLE_END; cp++) {
    const character = String.fromCodePoint(cp);
    // Control characters and combining marks weigh nothing at all.
    if (collator.compare(character, '') !== 0) characters.push(character);
  }
  characters.sort(collator.compare);
  const groups: string[][] = [];
  for (const character of characters) {
    const last = groups.at(-1);
    if (last && collator.compare(last[0] ?? '', character) === 0) last.push(character);
    else groups.push([character]);
  }
  // Ranks must stay below the first code point of other scripts, which keep their own.
  if (rankChar(groups.length).codePointAt(0)! >= TABLE_END) throw new Error(`Too many ranks for ${locale}`);
  const firsts = groups.map((group) => group[0] ?? '');
  const weights = new Map<string, string>();
  groups.forEach((group, rank) => {
    // A character that sorts as two sorts right after the first of them (æ after a in English).
    const before = firsts[rank - 1];
    const second =
      before === undefined ? -1 : firsts.findIndex((f) => collator.compare(group[0] ?? '', before + f) === 0);
    const weight = second < 0 ? rankChar(rank) : rankChar(rank - 1) + rankChar(second);
    for (const character of group) weights.set(character, weight);
  });
  const keyOf = (text: string) => [...text].map((character) => weights.get(character) ?? '').join('');
  const contractions = new Map<string, string>();
  for (const first of ASCII_LETTERS)
    for (const second of ASCII_LETTERS) {
      const pair = first + second;
      const single = findEqual(firsts, pair, collator);
      if (single !== undefined && keyOf(single) !== keyOf(pair)) contractions.set(pair, keyOf(single));
    }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([[...weights], [...contractions]]))
    .digest('hex')
    .slice(0, 16);
  const byCode = Array.from({ length: TABLE_END }, (_, code) => weights.get(String.fromCharCode(code)) ?? '');
  const startsContraction = new Set([...contractions.keys()].map((pair) => pair.charCodeAt(0)));
  return { weights, byCode, contractions, startsContraction, fingerprint };
}

/** The character of `sorted` (in collation order) equal to `text`, by binary search. */
function findEqual(sorted: string[], text: string, collator: Intl.Collator): string | undefined {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const order = collator.compare(sorted[middle] ?? '', text);
    if (order === 0) return sorted[middle];
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

const tables = new Map<string, CollationTable>();
function tableOf(locale: string): CollationTable {
  let table = tables.get(locale);
  if (!table) {
    table = buildTable(locale);
    tables.set(locale, table);
  }
  return table;
}

/** The text's sort key in the locale: compared by code point, it sorts as the locale's collation does. */
export function collationSortKey(text: string, locale: string): string {
  const table = tableOf(locale);
  // Most names are ASCII: a character is its own cluster there, and nothing needs normalising.
  return ASCII.test(text) ? asciiKey(text, table) : unicodeKey(text, table);
}

const ASCII = /^\p{ASCII}*$/u;

function asciiKey(text: string, { byCode, contractions, startsContraction }: CollationTable): string {
  let key = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const contracted = startsContraction.has(code) ? contractions.get(text.slice(i, i + 2)) : undefined;
    if (contracted !== undefined) {
      key += contracted;
      i++;
    } else key += byCode[code] ?? '';
  }
  return key;
}

const isMark = (character: string) => {
  const code = character.codePointAt(0)!;
  return code >= 0x300 && (code <= 0x36f || /\p{M}/u.test(character));
};

/** Decomposed, so that a contraction sees its letters (Norwegian "aä" is "aa" with a diaeresis: å). */
function unicodeKey(text: string, table: CollationTable): string {
  const { contractions, startsContraction } = table;
  const points = Array.from(text.normalize('NFD'));
  /** Where the cluster (a character and the marks after it) starting at `start` ends. */
  const clusterEnd = (start: number) => {
    let end = start + 1;
    while (end < points.length && isMark(points[end] ?? '')) end++;
    return end;
  };
  let key = '';
  for (let start = 0; start < points.length;) {
    const base = points[start] ?? '';
    const end = clusterEnd(start);
    const next = points[end];
    const contracted =
      end === start + 1 && next !== undefined && startsContraction.has(base.codePointAt(0)!)
        ? contractions.get(base + next)
        : undefined;
    if (contracted !== undefined) {
      key += contracted;
      start = clusterEnd(end);
      continue;
    }
    const cluster = points.slice(start, end).join('');
    for (const character of end - start > 1 ? cluster.normalize('NFC') : cluster)
      key += characterKey(character, table.weights);
    start = end;
  }
  return key;
}

/**
 * A character's key: its rank; else its base letter's (Vietnamese ệ is e with marks beyond the table);
 * else, in another script, itself in lower case.
 */
function characterKey(character: string, weights: Map<string, string>): string {
  const weight = (c: string) => weights.get(c) ?? weights.get(c.toLowerCase());
  const ranked = weight(character) ?? weight(character.normalize('NFD')[0] ?? '');
  if (ranked !== undefined) return ranked;
  const lower = character.toLowerCase();
  return lower.codePointAt(0)! >= TABLE_END && !/\p{M}/u.test(lower) ? lower : '';
}

/**
 * What the stored keys were made with: the locale and its table. When the server starts with another, every
 * key is made again (db/sort-keys.ts).
 */
export const collationFingerprint = (locale: string): string => `${locale} ${tableOf(locale).fingerprint}`;

/** Rows in the locale's order of their text: for the short lists sorted after they are read. */
export function sortByCollation<T>(rows: readonly T[], text: (row: T) => string, locale: string): T[] {
  const keyed = rows.map((row) => ({ row, key: collationSortKey(text(row), locale) }));
  keyed.sort((a, b) => compareCodePoints(a.key, b.key));
  return keyed.map(({ row }) => row);
}

/** The databases' order of keys (UTF-16 order differs from it past U+FFFF). */
export function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

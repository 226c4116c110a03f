/**
 * The places a person uses most, for the phone's bottom bar: each visit to a sidebar place is counted on this
 * device, per area; the bar offers the three used most, in the sidebar's order so a thumb finds each where it
 * was, and the first shortcuts until there is use to go by.
 */
import type { Area, NavItem } from './nav-items';

export type PlaceUse = Readonly<Record<string, number>>;

const storageKey = (area: Area) => `places-used:${area}`;

/** The sidebar place a path belongs to: the one whose path is the longest prefix of it. */
export function placeOf(pathname: string, places: readonly NavItem[]): NavItem | undefined {
  return places
    .filter((place) => pathname === place.to || pathname.startsWith(`${place.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/** Three places: the most used (ties in the sidebar's order), filled from the first shortcuts, in sidebar order. */
export function chooseShortcuts(
  use: PlaceUse,
  places: readonly NavItem[],
  firstShortcuts: readonly NavItem[],
  exclude: NavItem,
  count = 3,
): NavItem[] {
  const candidates = places.filter((place) => place.to !== exclude.to);
  const used = candidates
    .filter((place) => (use[place.to] ?? 0) > 0)
    .sort((a, b) => (use[b.to] ?? 0) - (use[a.to] ?? 0))
    .slice(0, count);
  const chosen = [...used, ...firstShortcuts.filter((place) => !used.includes(place))].slice(0, count);
  return candidates.filter((place) => chosen.includes(place));
}

export function readPlaceUse(area: Area): PlaceUse {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(area)) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** Counts a visit to the place a path belongs to. */
export function recordPlaceUse(area: Area, pathname: string, places: readonly NavItem[]): void {
  const place = placeOf(pathname, places);
  if (!place) return;
  const use = readPlaceUse(area);
  try {
    localStorage.setItem(storageKey(area), JSON.stringify({ ...use, [place.to]: (use[place.to] ?? 0) + 1 }));
  } catch {
    // Storage refused (a private window's quota): the bar keeps the first shortcuts.
  }
}

/** Which locations show what is inside them: the top level open, the rest closed, until a person says otherwise. */
import { useState } from 'react';
import type { LocationRow } from '@/lib/readers/location-reader';

export function useExpandedLocations(searching: boolean) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());
  // A search shows every match where it is, so every level it keeps is open.
  const isExpanded = (location: LocationRow) =>
    searching || (chosen.get(location._id) ?? location.depth === 0);
  const set = (location: LocationRow, open: boolean) =>
    setChosen((current) => new Map(current).set(location._id, open));
  return {
    isExpanded,
    toggle: (location: LocationRow) => set(location, !isExpanded(location)),
    open: (location: LocationRow) => set(location, true),
  };
}

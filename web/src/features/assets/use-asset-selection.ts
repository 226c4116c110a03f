import { useState } from 'react';
import type { AssetMatch, ChosenAsset, LabelSelection } from '@/lib/label-selection';

/**
 * Assets ticked on the list for a label print: kept across pages and searches, or "all matching" the list's
 * search and filters, which a change to either undoes (it would mean other assets).
 */
export function useAssetSelection(match: AssetMatch, total: number, pageAssets: ChosenAsset[]) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const scope = JSON.stringify(match);
  const [allMatching, setAllMatching] = useState<string | null>(null);
  const matchingNow = allMatching === scope;

  function set(assets: ChosenAsset[], on: boolean) {
    setAllMatching(null);
    setChosen((current) => {
      // Leaving "all matching" by one tick keeps what the page shows, as ticked, and changes that one.
      const next = new Map(matchingNow ? pageAssets.map((asset) => [asset.id, asset.name]) : current);
      for (const asset of assets) {
        if (on) next.set(asset.id, asset.name);
        else next.delete(asset.id);
      }
      return next;
    });
  }

  const isChosen = (id: string) => matchingNow || chosen.has(id);

  return {
    count: matchingNow ? total : chosen.size,
    allMatching: matchingNow,
    isChosen,
    allChosen: (ids: string[]) => ids.length > 0 && ids.every(isChosen),
    set,
    chooseAllMatching: () => setAllMatching(scope),
    clear: () => {
      setAllMatching(null);
      setChosen(new Map());
    },
    /** What the Labels screen prints. */
    selection: (): LabelSelection =>
      matchingNow
        ? { kind: 'matching', count: total, match }
        : { kind: 'assets', assets: [...chosen].map(([id, name]) => ({ id, name })) },
  };
}

export type AssetSelection = ReturnType<typeof useAssetSelection>;

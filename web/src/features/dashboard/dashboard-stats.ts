/** Figures the employee dashboard derives from the assets assigned to them. */
interface CountedAsset {
  status: string;
  location: string;
}

interface LocationCount {
  location: string;
  count: number;
}

export function countByStatus(assets: CountedAsset[], status: string): number {
  return assets.filter((asset) => asset.status === status).length;
}

/** Locations with their item counts, largest first. */
export function countByLocation(assets: CountedAsset[]): LocationCount[] {
  const counts = new Map<string, number>();
  for (const asset of assets) counts.set(asset.location, (counts.get(asset.location) ?? 0) + 1);
  return [...counts].map(([location, count]) => ({ location, count })).sort((a, b) => b.count - a.count);
}

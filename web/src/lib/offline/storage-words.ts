/** How much a pack holds and since when, in the words every offline screen uses. */
import { relativeTime } from '../relative-time';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const assetCount = (count: number) => `${count} ${count === 1 ? 'asset' : 'assets'}`;

/** "Stored offline: 5 assets, 12 KB, 3 hours ago". */
export function packSummary(
  pack: { assetIds: string[]; bytes: number; storedAt: number },
  now: Date = new Date(),
): string {
  const { assetIds, bytes, storedAt } = pack;
  return `Stored offline: ${assetCount(assetIds.length)}, ${formatBytes(bytes)}, ${relativeTime(new Date(storedAt), now)}`;
}

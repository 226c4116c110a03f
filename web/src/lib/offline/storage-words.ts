/** How much a pack holds and since when, in the words every offline screen uses. */
import { translate } from '@/i18n/translator';
import { formatDecimal } from '../format-number';
import { relativeTime } from '../relative-time';
import { offlineWordsMessages as m } from './offline-messages';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatDecimal(bytes / 1024, 0)} KB`;
  return `${formatDecimal(bytes / (1024 * 1024), 1)} MB`;
}

/** '1 asset', '5 assets'. */
export const assetCount = (count: number) => translate(m.assets, { count });

/** '1 write', '2 writes': changes made on the phone, queued for the server. */
export const writeCount = (count: number) => translate(m.writes, { count });

/** "Stored offline: 5 assets, 12 KB, 3 hours ago". */
export function packSummary(
  pack: { assetIds: string[]; bytes: number; storedAt: number },
  now: Date = new Date(),
): string {
  const { assetIds, bytes, storedAt } = pack;
  return translate(m.packSummary, {
    assets: assetCount(assetIds.length),
    size: formatBytes(bytes),
    when: relativeTime(new Date(storedAt), now),
  });
}

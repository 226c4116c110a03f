/** The line under an asset's compliance state: the item that decides it, and how many more there are. */
import { translate } from '@/i18n/translator';
import { duePhrase } from '@/lib/due-phrase';
import { dueItemName } from '@/lib/due-item-name';
import type { AssetComplianceView } from '@/lib/readers/compliance-readers';
import { assetPageMessages as m } from './asset-page-messages';

export function complianceDetail({ status, items }: AssetComplianceView): string {
  const sorted = [...items].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const deciding = status === 'ok' ? sorted : sorted.filter((item) => item.status === status);
  const [first] = deciding;
  if (!first) return translate(m.noPlan);
  const more = status === 'ok' ? 0 : deciding.length - 1;
  const due = duePhrase(first);
  return more > 0
    ? translate(m.decidingItemAndMore, { name: dueItemName(first), due, more })
    : translate(m.decidingItem, { name: dueItemName(first), due });
}

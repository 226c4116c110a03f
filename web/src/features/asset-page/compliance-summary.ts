/** The line under an asset's compliance state: the item that decides it, and how many more there are. */
import { duePhrase } from '@/lib/due-phrase';
import type { AssetComplianceView } from '@/lib/readers/compliance-readers';

export const NO_PLAN = 'No inspection plan or certificate applies to this asset.';

export function complianceDetail({ status, items }: AssetComplianceView): string {
  const sorted = [...items].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const deciding = status === 'ok' ? sorted : sorted.filter((item) => item.status === status);
  const [first] = deciding;
  if (!first) return NO_PLAN;
  const more = status === 'ok' ? 0 : deciding.length - 1;
  return `${first.name}: ${duePhrase(first)}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/**
 * Assets chosen on the Assets list for a label print (labels), handed to the Labels screen in the
 * navigation's state: either the assets ticked one by one, or every asset the list's search and filters match.
 */
import { COMPLIANCE_STATUSES, type LabelsRequest } from '@harbour/contract';

export interface ChosenAsset {
  id: string;
  name: string;
}

/** The list's search and filters as POST /api/admin/labels reads them; empty ones left out. */
export type AssetMatch = NonNullable<LabelsRequest['filter']>;

export type LabelSelection =
  { kind: 'assets'; assets: ChosenAsset[] } | { kind: 'matching'; count: number; match: AssetMatch };

const TEXT_KEYS = ['q', 'status', 'type', 'location', 'assignedTo'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isChosenAsset = (value: unknown): value is ChosenAsset =>
  isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string';

/** The list's filters with the empty ones left out. */
export function assetMatch(filters: Record<string, string>): AssetMatch {
  const match: AssetMatch = {};
  for (const key of TEXT_KEYS) {
    const value = filters[key]?.trim();
    if (value) match[key] = value;
  }
  const compliance = COMPLIANCE_STATUSES.find((status) => status === filters.compliance);
  if (compliance) match.compliance = compliance;
  return match;
}

/** A selection from history state (which a reload keeps), or null for anything else. */
export function readLabelSelection(state: unknown): LabelSelection | null {
  if (!isRecord(state) || !isRecord(state.labelSelection)) return null;
  const selection = state.labelSelection;
  if (selection.kind === 'assets' && Array.isArray(selection.assets)) {
    const assets = selection.assets.filter(isChosenAsset);
    return assets.length > 0 ? { kind: 'assets', assets } : null;
  }
  if (selection.kind === 'matching' && typeof selection.count === 'number' && isRecord(selection.match)) {
    const strings = Object.fromEntries(
      Object.entries(selection.match).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return { kind: 'matching', count: selection.count, match: assetMatch(strings) };
  }
  return null;
}

/** The navigation state that carries a selection. */
export const labelSelectionState = (selection: LabelSelection) => ({ labelSelection: selection });

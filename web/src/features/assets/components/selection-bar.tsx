import { Printer, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AssetSelection } from '../use-asset-selection';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';

interface SelectionBarProps {
  selection: AssetSelection;
  /** The assets on the page shown. */
  pageIds: string[];
  /** Every asset the search and filters match. */
  total: number;
  /**
   * Whether a label print can name what the list matches: not while a type field filters it (a print names
   * its search and the common filters only), so then only ticked assets are printed.
   */
  matchable: boolean;
  onPrint: () => void;
}

/** What is chosen for labels, the step to everything matching, and the print. Shown once something is ticked. */
export function SelectionBar({ selection, pageIds, total, matchable, onPrint }: SelectionBarProps) {
  const { t } = useTranslation();
  if (selection.count === 0) return null;
  const offerAll =
    matchable && !selection.allMatching && selection.allChosen(pageIds) && total > selection.count;
  return (
    <div
      role="region"
      aria-label={t(m.selectedAssets)}
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-teal-50 px-4 py-3"
    >
      <p aria-live="polite" className="mr-auto text-sm font-medium text-navy-900">
        {selection.allMatching
          ? t(m.allMatchingSelected, { count: total })
          : t(m.countSelected, { count: selection.count })}
      </p>
      {offerAll ? (
        <Button variant="secondary" className="min-h-12 sm:min-h-10" onClick={selection.chooseAllMatching}>
          {t(m.selectAllMatching, { total })}
        </Button>
      ) : null}
      <Button className="min-h-12 sm:min-h-10" onClick={onPrint}>
        <Printer className="h-4 w-4" aria-hidden="true" />
        {t(m.printLabels)}
      </Button>
      <Button variant="ghost" className="min-h-12 sm:min-h-10" onClick={selection.clear}>
        <X className="h-4 w-4" aria-hidden="true" />
        {t(m.clearSelection)}
      </Button>
    </div>
  );
}

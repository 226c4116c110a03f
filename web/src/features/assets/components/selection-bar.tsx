import { Printer, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { countWords } from '@/lib/count-words';
import type { AssetSelection } from '../use-asset-selection';

interface SelectionBarProps {
  selection: AssetSelection;
  /** The assets on the page shown. */
  pageIds: string[];
  /** Every asset the search and filters match. */
  total: number;
  onPrint: () => void;
}

/** What is chosen for labels, the step to everything matching, and the print. Shown once something is ticked. */
export function SelectionBar({ selection, pageIds, total, onPrint }: SelectionBarProps) {
  if (selection.count === 0) return null;
  const offerAll = !selection.allMatching && selection.allChosen(pageIds) && total > selection.count;
  return (
    <div
      role="region"
      aria-label="Selected assets"
      className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-teal-50 px-4 py-3"
    >
      <p aria-live="polite" className="mr-auto text-sm font-medium text-navy-900">
        {selection.allMatching
          ? `All ${countWords(total, 'matching asset', 'matching assets')} selected`
          : `${countWords(selection.count, 'asset', 'assets')} selected`}
      </p>
      {offerAll ? (
        <Button variant="secondary" className="min-h-12 sm:min-h-10" onClick={selection.chooseAllMatching}>
          Select all {total} matching
        </Button>
      ) : null}
      <Button className="min-h-12 sm:min-h-10" onClick={onPrint}>
        <Printer className="h-4 w-4" aria-hidden="true" />
        Print labels
      </Button>
      <Button variant="ghost" className="min-h-12 sm:min-h-10" onClick={selection.clear}>
        <X className="h-4 w-4" aria-hidden="true" />
        Clear selection
      </Button>
    </div>
  );
}

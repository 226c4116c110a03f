/**
 * Print labels for the assets chosen on the Assets list, or for every asset a filter matches (type, location,
 * status), as one PDF. A refusal shows the server's own sentence (no asset matches; squares too fine for the
 * label, and what would work) beside the form.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ASSET_STATUSES } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useAssetFacets } from '@/lib/asset-facets';
import { assetMatch, type LabelSelection } from '@/lib/label-selection';
import { paths } from '@/config/paths';
import { countWords } from '@/lib/count-words';
import { messageOr } from '@/lib/error-message';
import { fieldErrors } from '@/lib/field-errors';
import type { PrinterProfileRow } from '../api/get-printer-profiles';
import { usePrintLabels } from '../api/print-labels';
import { LABEL_MESSAGES } from '../label-messages';
import { checkPrintForm, EMPTY_PRINT_OPTIONS, type TemplateChoice } from '../print-options';
import { PrintOptionsFields } from './print-options-fields';

const MAX_COPIES = 20;

interface Filter {
  type: string;
  location: string;
  status: string;
}

export function PrintByFilter({
  templates,
  profiles,
  selection,
  onForgetSelection,
}: {
  templates: TemplateChoice[];
  profiles: PrinterProfileRow[];
  /** Assets chosen on the Assets list: printed instead of the filter's. */
  selection: LabelSelection | null;
  onForgetSelection: () => void;
}) {
  const facets = useAssetFacets('admin');
  const print = usePrintLabels();
  const [filter, setFilter] = useState<Filter>({ type: '', location: '', status: '' });
  const [draft, setDraft] = useState(EMPTY_PRINT_OPTIONS);
  const [copies, setCopies] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPrintForm(draft, templates, {
      text: copies,
      field: 'copies',
      max: MAX_COPIES,
      noun: 'Copies',
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const assets =
      selection?.kind === 'assets'
        ? { assetIds: selection.assets.map((asset) => asset.id) }
        : { filter: selection?.kind === 'matching' ? selection.match : assetMatch({ ...filter }) };
    print.mutate(
      { ...checked.value.options, copies: checked.value.count, ...assets },
      {
        onSuccess: () => toast.success(LABEL_MESSAGES.printed),
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  }

  const choice = (name: keyof Filter, label: string, values: readonly string[], any: string) => (
    <FormField id={`labels-filter-${name}`} label={label}>
      <select
        id={`labels-filter-${name}`}
        className={inputClasses}
        value={filter[name]}
        onChange={(event) => setFilter({ ...filter, [name]: event.target.value })}
      >
        <option value="">{any}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="print-by-filter-title" className="space-y-4">
      <h2 id="print-by-filter-title" className="text-lg font-semibold text-navy-900">
        Print labels for assets
      </h2>
      {selection ? (
        <ChosenAssets selection={selection} onForget={onForgetSelection} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Every asset the filter matches, in name order, one label each per copy. To choose assets one by
            one, tick them on the{' '}
            <Link to={paths.admin.assets} className={linkClasses}>
              Assets
            </Link>{' '}
            list.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            {choice('type', 'Type', facets.data?.types ?? [], 'Any type')}
            {choice('location', 'Location', facets.data?.locations ?? [], 'Any location')}
            {choice('status', 'Status', ASSET_STATUSES, 'Any status')}
          </div>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PrintOptionsFields
          idPrefix="labels-assets"
          draft={draft}
          onChange={setDraft}
          templates={templates}
          profiles={profiles}
          errors={errors}
        />
        <TextField
          id="labels-copies"
          label="Copies of each label"
          inputMode="numeric"
          value={copies}
          onChange={(event) => setCopies(event.target.value)}
          error={errors.copies}
        />
      </div>
      {print.isError ? <FormError message={messageOr(print.error, LABEL_MESSAGES.printFailed)} /> : null}
      <Button type="submit" disabled={print.isPending}>
        {print.isPending ? 'Preparing PDF...' : 'Download labels PDF'}
      </Button>
    </form>
  );
}

const linkClasses = 'font-medium text-navy-800 underline underline-offset-4';
const NAMES_SHOWN = 5;

/** What the Assets list handed over: the names (the first few), or how many match its search and filters. */
function ChosenAssets({ selection, onForget }: { selection: LabelSelection; onForget: () => void }) {
  let words: string;
  if (selection.kind === 'matching') {
    words = `All ${countWords(selection.count, 'asset', 'assets')} matching the Assets list's search and filters, in name order.`;
  } else {
    const names = selection.assets.slice(0, NAMES_SHOWN).map((asset) => asset.name);
    const more = selection.assets.length - names.length;
    words = `${countWords(selection.assets.length, 'asset', 'assets')} chosen on the Assets list: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
  }
  return (
    <div className="space-y-2 rounded-lg bg-teal-50 p-3 text-sm text-navy-900" data-testid="chosen-assets">
      <p>{words}</p>
      <p className="flex flex-wrap gap-x-4">
        <Link
          to={paths.admin.assets}
          className={`${linkClasses} inline-flex min-h-12 items-center sm:min-h-0`}
        >
          Change the choice
        </Link>
        <button
          type="button"
          onClick={onForget}
          className={`${linkClasses} inline-flex min-h-12 items-center sm:min-h-0`}
        >
          Print by filter instead
        </button>
      </p>
    </div>
  );
}

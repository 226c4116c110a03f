/**
 * Print labels for every asset a filter matches (type, location, status), as one PDF. A refusal shows the
 * server's own sentence (no asset matches; squares too fine for the label, and what would work) beside the form.
 */
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ASSET_STATUSES } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useAssetFacets } from '@/lib/asset-facets';
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
}: {
  templates: TemplateChoice[];
  profiles: PrinterProfileRow[];
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
    const chosen = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
    print.mutate(
      { ...checked.value.options, copies: checked.value.count, filter: chosen },
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
      <p className="text-sm text-slate-600">
        Every asset the filter matches, in name order, one label each per copy.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {choice('type', 'Type', facets.data?.types ?? [], 'Any type')}
        {choice('location', 'Location', facets.data?.locations ?? [], 'Any location')}
        {choice('status', 'Status', ASSET_STATUSES, 'Any status')}
      </div>
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

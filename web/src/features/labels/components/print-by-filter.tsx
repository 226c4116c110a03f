/**
 * Print labels for the assets chosen on the Assets list, or for every asset a filter matches (type, location,
 * status), as one PDF. A refusal shows the server's own sentence (no asset matches; squares too fine for the
 * label, and what would work) beside the form.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ASSET_STATUSES, type Language } from '@harbour/contract';
import { fieldLabel } from '@/lib/type-fields/field-label';
import { useAssetTypes } from '@/lib/type-fields/use-asset-types';
import type { AssetTypeRow } from '@/lib/readers/asset-type-reader';
import { Button } from '@/components/ui/button';
import { statusName } from '@/components/ui/status-name';
import { FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useAssetFacets } from '@/lib/asset-facets';
import { assetMatch, type LabelSelection } from '@/lib/label-selection';
import { paths } from '@/config/paths';
import { messageOr } from '@/lib/error-message';
import { fieldErrors } from '@/lib/field-errors';
import type { PrinterProfileRow } from '../api/get-printer-profiles';
import { usePrintLabels } from '../api/print-labels';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { labelMessages as m } from '../label-messages';
import {
  checkPrintForm,
  rememberPrintOptions,
  rememberedPrintOptions,
  type TemplateChoice,
} from '../print-options';
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
  const { t, language } = useTranslation();
  const facets = useAssetFacets('admin');
  const types = useAssetTypes();
  const [fieldLine, setFieldLine] = useState('');
  const print = usePrintLabels();
  const [filter, setFilter] = useState<Filter>({ type: '', location: '', status: '' });
  const [draft, setDraft] = useState(rememberedPrintOptions);
  const [copies, setCopies] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPrintForm(draft, templates, {
      text: copies,
      field: 'copies',
      max: MAX_COPIES,
      noun: translate(m.copiesNoun),
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const assets =
      selection?.kind === 'assets'
        ? { assetIds: selection.assets.map((asset) => asset.id) }
        : { filter: selection?.kind === 'matching' ? selection.match : assetMatch({ ...filter }) };
    print.mutate(
      {
        ...checked.value.options,
        copies: checked.value.count,
        ...assets,
        ...(fieldLine ? { fieldLine } : {}),
      },
      {
        onSuccess: () => {
          rememberPrintOptions(checked.value.options);
          toast.success(translate(m.printed));
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  }

  const choice = (
    name: keyof Filter,
    label: string,
    values: readonly string[],
    any: string,
    nameOf: (value: string) => string = (value) => value,
  ) => (
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
            {nameOf(value)}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="print-by-filter-title" className="space-y-4">
      <h2 id="print-by-filter-title" className="text-lg font-semibold text-navy-900">
        {t(m.printForAssets)}
      </h2>
      {selection ? (
        <ChosenAssets selection={selection} onForget={onForgetSelection} />
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t(m.filterIntro)}{' '}
            <Link to={paths.admin.assets} className={linkClasses}>
              {t(m.assetsLink)}
            </Link>
            {t(m.filterIntroEnd)}
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            {choice('type', t(m.type), facets.data?.types ?? [], t(m.anyType))}
            {choice('location', t(m.location), facets.data?.locations ?? [], t(m.anyLocation))}
            {choice('status', t(m.status), ASSET_STATUSES, t(m.anyStatus), statusName)}
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
        <FormField id="labels-field-line" label={t(m.fieldLine)} hint={t(m.fieldLineHint)}>
          <select
            id="labels-field-line"
            className={inputClasses}
            value={fieldLine}
            onChange={(event) => setFieldLine(event.target.value)}
          >
            <option value="">{t(m.noFieldLine)}</option>
            {fieldChoices(types.data?.list ?? [], language).map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id="labels-copies"
          label={t(m.copies)}
          inputMode="numeric"
          value={copies}
          onChange={(event) => setCopies(event.target.value)}
          error={errors.copies}
        />
      </div>
      {print.isError ? <FormError message={messageOr(print.error, t(m.printFailed))} /> : null}
      <Button type="submit" disabled={print.isPending}>
        {print.isPending ? t(m.preparingPdf) : t(m.downloadLabels)}
      </Button>
    </form>
  );
}

/** Each field key once, by the label of the first type that has it, in the reader's language. */
function fieldChoices(types: AssetTypeRow[], language: Language) {
  const byKey = new Map<string, string>();
  for (const type of types)
    for (const field of type.fields)
      if (!byKey.has(field.key)) byKey.set(field.key, fieldLabel(field, language));
  return [...byKey].map(([key, label]) => ({ key, label }));
}

const linkClasses = 'font-medium text-navy-800 underline underline-offset-4';
const NAMES_SHOWN = 5;

/** What the Assets list handed over: the names (the first few), or how many match its search and filters. */
function ChosenAssets({ selection, onForget }: { selection: LabelSelection; onForget: () => void }) {
  const { t } = useTranslation();
  let words: string;
  if (selection.kind === 'matching') {
    words = t(m.allMatching, { count: selection.count });
  } else {
    const shown = selection.assets.slice(0, NAMES_SHOWN).map((asset) => asset.name);
    const more = selection.assets.length - shown.length;
    const values = { count: selection.assets.length, names: shown.join(', ') };
    words = more > 0 ? t(m.chosenOnListAndMore, { ...values, more }) : t(m.chosenOnList, values);
  }
  return (
    <div className="space-y-2 rounded-lg bg-teal-50 p-3 text-sm text-navy-900" data-testid="chosen-assets">
      <p>{words}</p>
      <p className="flex flex-wrap gap-x-4">
        <Link
          to={paths.admin.assets}
          className={`${linkClasses} inline-flex min-h-12 items-center sm:min-h-0`}
        >
          {t(m.changeChoice)}
        </Link>
        <button
          type="button"
          onClick={onForget}
          className={`${linkClasses} inline-flex min-h-12 items-center sm:min-h-0`}
        >
          {t(m.printByFilter)}
        </button>
      </p>
    </div>
  );
}

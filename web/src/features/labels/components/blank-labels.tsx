/** Print a batch of blank labels (codes linked to assets later, by scanning) and show their new codes. */
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { messageOr } from '@/lib/error-message';
import { fieldErrors } from '@/lib/field-errors';
import type { PrinterProfileRow } from '../api/get-printer-profiles';
import { usePrintBlankCodes } from '../api/print-blank-codes';
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

const MAX_BLANK_CODES = 500;

export function BlankLabels({
  templates,
  profiles,
}: {
  templates: TemplateChoice[];
  profiles: PrinterProfileRow[];
}) {
  const { t } = useTranslation();
  const print = usePrintBlankCodes();
  const [draft, setDraft] = useState(rememberedPrintOptions);
  const [count, setCount] = useState('10');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPrintForm(draft, templates, {
      text: count,
      field: 'count',
      max: MAX_BLANK_CODES,
      noun: translate(m.blankCountNoun),
    });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    print.mutate(
      { ...checked.value.options, count: checked.value.count },
      {
        onSuccess: () => {
          rememberPrintOptions(checked.value.options);
          toast.success(translate(m.blankPrinted));
        },
        onError: (error) => setErrors(fieldErrors(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="blank-labels-title" className="space-y-4">
      <h2 id="blank-labels-title" className="text-lg font-semibold text-navy-900">
        {t(m.blankTitle)}
      </h2>
      <p className="text-sm text-slate-600">{t(m.blankIntro)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="blank-labels-count"
          label={t(m.blankCount)}
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.target.value)}
          error={errors.count}
        />
        <PrintOptionsFields
          idPrefix="blank-labels"
          draft={draft}
          onChange={setDraft}
          templates={templates}
          profiles={profiles}
          errors={errors}
        />
      </div>
      {print.isError ? <FormError message={messageOr(print.error, t(m.printFailed))} /> : null}
      <Button type="submit" disabled={print.isPending}>
        {print.isPending ? t(m.preparingPdf) : t(m.downloadBlank)}
      </Button>
      {print.isSuccess && print.data.length > 0 ? (
        <div aria-labelledby="new-codes-title">
          <h3 id="new-codes-title" className="text-sm font-medium text-slate-700">
            {t(m.newCodes)}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="new-label-codes">
            {print.data.map((code) => (
              <li key={code} className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm text-slate-800">
                {code}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}

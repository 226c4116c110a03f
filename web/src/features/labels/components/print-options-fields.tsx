/** The fields every label print shares: template, start at label N (sheets only), error correction, printer. */
import { ERROR_CORRECTION_LEVELS, type ErrorCorrectionLevel } from '@harbour/contract';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import type { PrinterProfileRow } from '../api/get-printer-profiles';
import { labelsPerSheet, type PrintOptionsDraft, type TemplateChoice } from '../print-options';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { labelMessages as m } from '../label-messages';
import { templateOption } from '../template-description';

const ERROR_CORRECTION_WORDS: Record<ErrorCorrectionLevel, Message<string>> = {
  M: m.errorCorrectionM,
  H: m.errorCorrectionH,
};

interface PrintOptionsFieldsProps {
  idPrefix: string;
  draft: PrintOptionsDraft;
  onChange: (draft: PrintOptionsDraft) => void;
  templates: TemplateChoice[];
  profiles: PrinterProfileRow[];
  errors: Record<string, string>;
}

export function PrintOptionsFields({
  idPrefix,
  draft,
  onChange,
  templates,
  profiles,
  errors,
}: PrintOptionsFieldsProps) {
  const { t } = useTranslation();
  const template = templates.find((choice) => choice.id === draft.templateId);
  const set = (change: Partial<PrintOptionsDraft>) => onChange({ ...draft, ...change });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FormField id={id('template')} label={t(m.template)} required error={errors.templateId}>
        <select
          id={id('template')}
          className={inputClasses}
          value={draft.templateId}
          aria-invalid={errors.templateId ? true : undefined}
          onChange={(event) => set({ templateId: event.target.value })}
        >
          <option value="">{t(m.chooseTemplate)}</option>
          {templates.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {templateOption(choice)}
            </option>
          ))}
        </select>
      </FormField>
      {template && !template.roll ? (
        <TextField
          id={id('start-at')}
          label={t(m.startAt)}
          inputMode="numeric"
          value={draft.startAt}
          onChange={(event) => set({ startAt: event.target.value })}
          error={errors.startAt}
          hint={t(m.startAtHint, { max: labelsPerSheet(template) })}
        />
      ) : null}
      <fieldset>
        <legend className="block text-sm font-medium text-slate-700">{t(m.errorCorrection)}</legend>
        <div className="mt-1.5 space-y-1">
          {ERROR_CORRECTION_LEVELS.map((level) => (
            <label
              key={level}
              className="flex min-h-12 cursor-pointer items-center gap-3 text-sm text-slate-700"
            >
              <input
                type="radio"
                name={id('error-correction')}
                className="h-5 w-5 accent-teal-700"
                checked={draft.errorCorrection === level}
                onChange={() => set({ errorCorrection: level })}
              />
              {t(ERROR_CORRECTION_WORDS[level])}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id={id('profile')} label={t(m.printerProfile)} hint={t(m.printerProfileHint)}>
        <select
          id={id('profile')}
          className={inputClasses}
          value={draft.printerProfileId}
          onChange={(event) => set({ printerProfileId: event.target.value })}
        >
          <option value="">{t(m.noCorrection)}</option>
          {profiles.map((profile) => (
            <option key={profile._id} value={profile._id}>
              {profile.name}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}

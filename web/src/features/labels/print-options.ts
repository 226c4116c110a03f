/** The print options every label print shares (labels): checked before sending, then sent as the API reads them. */
import type { ErrorCorrectionLevel } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { labelMessages as m } from './label-messages';

export interface TemplateChoice {
  id: string;
  name: string;
  description: string;
  columns: number;
  rows: number;
  roll: boolean;
}

/** What the form holds: numbers as typed, so a half-typed value can be shown and refused. */
export interface PrintOptionsDraft {
  templateId: string;
  startAt: string;
  errorCorrection: ErrorCorrectionLevel;
  /** '' prints without a printer's correction. */
  printerProfileId: string;
}

export interface PrintOptions {
  templateId: string;
  startAt?: number;
  errorCorrection: ErrorCorrectionLevel;
  printerProfileId?: string;
}

export const EMPTY_PRINT_OPTIONS: PrintOptionsDraft = {
  templateId: '',
  startAt: '1',
  errorCorrection: 'M',
  printerProfileId: '',
};

const REMEMBERED = 'labels:last-print';

/** The options of the last print on this device (its template and printer), the rest as new. */
export function rememberedPrintOptions(): PrintOptionsDraft {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(REMEMBERED) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return EMPTY_PRINT_OPTIONS;
    const { templateId, printerProfileId } = stored as Record<string, unknown>;
    return {
      ...EMPTY_PRINT_OPTIONS,
      templateId: typeof templateId === 'string' ? templateId : '',
      printerProfileId: typeof printerProfileId === 'string' ? printerProfileId : '',
    };
  } catch {
    return EMPTY_PRINT_OPTIONS;
  }
}

/** Kept after a print, so the next one starts on the same template and printer. */
export function rememberPrintOptions(options: PrintOptions): void {
  try {
    localStorage.setItem(
      REMEMBERED,
      JSON.stringify({ templateId: options.templateId, printerProfileId: options.printerProfileId ?? '' }),
    );
  } catch {
    // Storage refused: the next print starts from no template, as before.
  }
}

/** Labels on one sheet; a roll prints one at a time, so "start at" means nothing there. */
export function labelsPerSheet(template: TemplateChoice): number {
  return template.roll ? 1 : template.columns * template.rows;
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** The options as the API takes them, or the reasons beside each field. */
export function checkPrintOptions(
  draft: PrintOptionsDraft,
  template: TemplateChoice | undefined,
): Checked<PrintOptions> {
  if (!template) return { ok: false, errors: { templateId: translate(m.chooseTemplate) } };
  const options: PrintOptions = { templateId: template.id, errorCorrection: draft.errorCorrection };
  if (draft.printerProfileId) options.printerProfileId = draft.printerProfileId;
  if (template.roll) return { ok: true, value: options };
  const perSheet = labelsPerSheet(template);
  const startAt = wholeNumber(draft.startAt);
  if (startAt === null || startAt < 1 || startAt > perSheet) {
    return { ok: false, errors: { startAt: translate(m.startAtRange, { max: perSheet }) } };
  }
  return { ok: true, value: { ...options, startAt } };
}

/** A count typed in a field: a whole number from `min` to `max`, else the reason. */
export function checkCount(text: string, min: number, max: number, noun: string): number | string {
  const value = wholeNumber(text);
  return value !== null && value >= min && value <= max ? value : translate(m.countRange, { noun, min, max });
}

/** A label form's print options and its one number (copies, or how many blank labels), checked together. */
export function checkPrintForm(
  draft: PrintOptionsDraft,
  templates: TemplateChoice[],
  number: { text: string; field: string; max: number; noun: string },
): Checked<{ options: PrintOptions; count: number }> {
  const options = checkPrintOptions(
    draft,
    templates.find((t) => t.id === draft.templateId),
  );
  const count = checkCount(number.text, 1, number.max, number.noun);
  if (options.ok && typeof count === 'number') return { ok: true, value: { options: options.value, count } };
  return {
    ok: false,
    errors: {
      ...(options.ok ? {} : options.errors),
      ...(typeof count === 'string' ? { [number.field]: count } : {}),
    },
  };
}

/** The new codes of a blank print, from the X-Label-Codes header (comma separated). */
export function readLabelCodes(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** The file name the server gives in Content-Disposition, else the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      return fallback;
    }
  }
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? fallback;
}

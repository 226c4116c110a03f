/**
 * A value typed for a field, checked by the contract's own rule (the server's), and refused in the reader's
 * language: the contract's English message in English, the same sentence in Norwegian with the field's label there.
 */
import { checkFieldValue, FIELD_LIMITS, type FieldValueProblem } from '@harbour/contract';
import { getLanguageState } from '@/i18n/language-store';
import { translate } from '@/i18n/translator';
import type { TypeField } from '../readers/asset-type-reader';
import { fieldLabel } from './field-label';
import { fieldProblemMessages as m } from './field-problem-messages';

interface Words {
  label: string;
  value: string;
  min: string;
  max: string;
  options: string;
}

function problemWords(problem: FieldValueProblem, { label, value, min, max, options }: Words): string {
  switch (problem) {
    case 'required':
      return translate(m.required, { label });
    case 'not-a-value':
      return translate(m.notAValue, { label });
    case 'too-long':
      return translate(m.tooLong, { label, max });
    case 'invalid-characters':
      return translate(m.invalidCharacters, { label });
    case 'not-a-number':
      return translate(m.notANumber, { label });
    case 'below-min':
      return translate(m.belowMin, { label, min });
    case 'above-max':
      return translate(m.aboveMax, { label, max });
    case 'invalid-date':
      return translate(m.invalidDate, { label });
    case 'not-an-option':
      return translate(m.notAnOption, { label, options });
    case 'not-yes-no':
      return translate(m.notYesNo, { label });
    case 'imo-format':
      return translate(m.imoFormat, { label });
    case 'imo-check-digit':
      return translate(m.imoCheckDigit, { label, value });
    case 'mmsi-format':
      return translate(m.mmsiFormat, { label });
    case 'mmsi-not-ship-station':
      return translate(m.mmsiNotShipStation, { label, value });
    case 'call-sign-format':
      return translate(m.callSignFormat, { label });
  }
}

/** What is wrong with a typed value, in words; undefined when it fits. */
export function fieldInputProblem(field: TypeField, input: string | boolean): string | undefined {
  const checked = checkFieldValue(field, input);
  if (checked.ok) return undefined;
  const { language } = getLanguageState();
  if (language === 'en') return checked.message;
  const max = field.kind === 'number' ? field.max : FIELD_LIMITS.textValueMax;
  return problemWords(checked.code, {
    label: fieldLabel(field, language),
    value: typeof input === 'string' ? input.trim() : String(input),
    min: String(field.min ?? ''),
    max: String(max ?? ''),
    options: (field.options ?? []).join(', '),
  });
}

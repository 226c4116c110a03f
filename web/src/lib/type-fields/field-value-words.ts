/** An asset's value for one field, in words: a number with its unit, yes or no, a date as the reader writes one. */
import type { FieldValue } from '@harbour/contract';
import { formatNumber } from '@/lib/format-number';
import { translate } from '@/i18n/translator';
import { formatCalendarDay } from './format-calendar-day';
import type { TypeField } from '../readers/asset-type-reader';
import { typeFieldsMessages as m } from './type-fields-messages';

/** A yes-no filter's value ('yes', 'true', 'no', 'false') in words; anything else as it is. */
export function yesNoWords(value: string): string {
  const word = value.toLowerCase();
  if (word === 'yes' || word === 'true') return translate(m.yes);
  if (word === 'no' || word === 'false') return translate(m.no);
  return value;
}

export function fieldValueWords(field: Pick<TypeField, 'kind' | 'unit'>, value: FieldValue): string {
  if (typeof value === 'boolean') return translate(value ? m.yes : m.no);
  if (typeof value === 'number') {
    const number = formatNumber(value);
    return field.unit ? `${number} ${field.unit}` : number;
  }
  if (field.kind === 'date') return formatCalendarDay(value);
  if (field.kind === 'imo' && /^\d{7}$/.test(value)) return `IMO ${value}`;
  return value;
}

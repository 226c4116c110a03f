/** What is wrong with a value typed for a type's field, in words: loaded with the forms that check values. */
import { defineMessages } from '@/i18n/define-messages';

export const fieldProblemMessages = defineMessages('fieldProblems', {
  required: '{label} is required',
  notAValue: '{label} must be text, a number or yes/no',
  tooLong: '{label} must be at most {max} characters',
  invalidCharacters: '{label} must not contain control or invisible characters',
  notANumber: '{label} must be a number',
  belowMin: '{label} must be at least {min}',
  aboveMax: '{label} must be at most {max}',
  invalidDate: '{label} must be a real date',
  notAnOption: '{label} must be one of: {options}',
  notYesNo: '{label} must be yes or no',
  imoFormat: '{label} must be an IMO number of seven digits',
  imoCheckDigit: '{label} {value} is not an IMO number: its last digit does not match the check digit',
  mmsiFormat: '{label} must be an MMSI of nine digits',
  mmsiNotShipStation:
    "{label} {value} is not a ship station's MMSI: it must begin with a country's identification digits (201 to 775)",
  callSignFormat:
    '{label} must be a call sign: a two-character country prefix, then two to five letters or digits',
});

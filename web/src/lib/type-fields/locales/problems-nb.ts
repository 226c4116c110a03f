import type { TranslationsOf } from '@/i18n/define-messages';
import type { fieldProblemMessages } from '../field-problem-messages';

export const fieldProblemsNb: TranslationsOf<typeof fieldProblemMessages> = {
  required: '{label} må fylles ut',
  notAValue: '{label} må være tekst, et tall eller ja/nei',
  tooLong: '{label} kan ha høyst {max} tegn',
  invalidCharacters: '{label} kan ikke inneholde kontrolltegn eller usynlige tegn',
  notANumber: '{label} må være et tall',
  belowMin: '{label} må være minst {min}',
  aboveMax: '{label} kan være høyst {max}',
  invalidDate: '{label} må være en gyldig dato',
  notAnOption: '{label} må være ett av: {options}',
  notYesNo: '{label} må være ja eller nei',
  imoFormat: '{label} må være et IMO-nummer på sju sifre',
  imoCheckDigit:
    '{label} {value} er ikke et IMO-nummer: det siste sifferet stemmer ikke med kontrollsifferet',
  mmsiFormat: '{label} må være et MMSI på ni sifre',
  mmsiNotShipStation:
    '{label} {value} er ikke et MMSI for en skipsstasjon: det må begynne med et lands identifikasjonssifre (201 til 775)',
  callSignFormat:
    '{label} må være et kallesignal: et landsprefiks på to tegn, så to til fem bokstaver eller sifre',
};

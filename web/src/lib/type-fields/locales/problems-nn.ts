import type { TranslationsOf } from '@/i18n/define-messages';
import type { fieldProblemMessages } from '../field-problem-messages';

export const fieldProblemsNn: TranslationsOf<typeof fieldProblemMessages> = {
  required: '{label} må fyllast ut',
  notAValue: '{label} må vere tekst, eit tal eller ja/nei',
  tooLong: '{label} kan ha høgst {max} teikn',
  invalidCharacters: '{label} kan ikkje innehalde kontrollteikn eller usynlege teikn',
  notANumber: '{label} må vere eit tal',
  belowMin: '{label} må vere minst {min}',
  aboveMax: '{label} kan vere høgst {max}',
  invalidDate: '{label} må vere ein gyldig dato',
  notAnOption: '{label} må vere eitt av: {options}',
  notYesNo: '{label} må vere ja eller nei',
  imoFormat: '{label} må vere eit IMO-nummer på sju siffer',
  imoCheckDigit:
    '{label} {value} er ikkje eit IMO-nummer: det siste sifferet stemmer ikkje med kontrollsifferet',
  mmsiFormat: '{label} må vere eit MMSI på ni siffer',
  mmsiNotShipStation:
    '{label} {value} er ikkje eit MMSI for ein skipsstasjon: det må byrje med identifikasjonssifra til eit land (201 til 775)',
  callSignFormat:
    '{label} må vere eit kallesignal: eit landsprefiks på to teikn, så to til fem bokstavar eller siffer',
};

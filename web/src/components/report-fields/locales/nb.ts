import type { TranslationsOf } from '@/i18n/define-messages';
import type { reportFieldsMessages } from '../report-fields-messages';

export const reportFieldsNb: TranslationsOf<typeof reportFieldsMessages> = {
  takePhoto: 'Ta et bilde',
  addPhoto: 'Ta ett bilde til',
  removePhoto: 'Fjern bilde {number}',
  photoAlt: 'Bilde {number} som du tok',
  addPosition: 'Legg til posisjonen min',
  locating: 'Finner posisjonen din...',
  positionAdded: 'Posisjonen din er lagt til.',
  removePosition: 'Fjern posisjonen min',
  noPosition: 'Posisjonen din ble ikke funnet. Du kan sende uten.',
  tooLarge: 'Et bilde er for stort (høyst {megabytes} MB). Ta det på nytt, eller send uten.',
};

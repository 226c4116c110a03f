import type { TranslationsOf } from '@/i18n/define-messages';
import type { reportFieldsMessages } from '../report-fields-messages';

export const reportFieldsNn: TranslationsOf<typeof reportFieldsMessages> = {
  takePhoto: 'Ta eit bilete',
  addPhoto: 'Ta eitt bilete til',
  removePhoto: 'Fjern bilete {number}',
  photoAlt: 'Bilete {number} som du tok',
  addPosition: 'Legg til posisjonen min',
  locating: 'Finn posisjonen din...',
  positionAdded: 'Posisjonen din er lagd til.',
  removePosition: 'Fjern posisjonen min',
  noPosition: 'Posisjonen din vart ikkje funnen. Du kan sende utan.',
  tooLarge: 'Eit bilete er for stort (høgst {megabytes} MB). Ta det på nytt, eller send utan.',
};

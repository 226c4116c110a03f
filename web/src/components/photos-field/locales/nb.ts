import type { TranslationsOf } from '@/i18n/define-messages';
import type { photosFieldMessages } from '../photos-field-messages';

export const photosFieldNb: TranslationsOf<typeof photosFieldMessages> = {
  takePhoto: 'Ta et bilde',
  addPhoto: 'Ta ett bilde til',
  removePhoto: 'Fjern bilde {number}',
  photoAlt: 'Bilde {number} som du tok',
  tooLarge: 'Et bilde er for stort (høyst {megabytes} MB). Ta det på nytt, eller send uten.',
};

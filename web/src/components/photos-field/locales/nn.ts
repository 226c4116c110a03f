import type { TranslationsOf } from '@/i18n/define-messages';
import type { photosFieldMessages } from '../photos-field-messages';

export const photosFieldNn: TranslationsOf<typeof photosFieldMessages> = {
  takePhoto: 'Ta eit bilete',
  addPhoto: 'Ta eitt bilete til',
  removePhoto: 'Fjern bilete {number}',
  photoAlt: 'Bilete {number} som du tok',
  tooLarge: 'Eit bilete er for stort (høgst {megabytes} MB). Ta det på nytt, eller send utan.',
};

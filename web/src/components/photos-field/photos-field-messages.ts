/** The words of the photos field: the phone camera's photos of a report, shown before sending. */
import { defineMessages } from '@/i18n/define-messages';

export const photosFieldMessages = defineMessages('photosField', {
  takePhoto: 'Take a photo',
  addPhoto: 'Add another photo',
  removePhoto: 'Remove photo {number}',
  photoAlt: 'Photo {number} you took',
  tooLarge: 'A photo is too large (at most {megabytes} MB). Take it again, or send without it.',
});

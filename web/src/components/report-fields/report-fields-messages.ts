/** The words of a report's photos (the phone camera's, shown before sending) and of the reporter's position. */
import { defineMessages } from '@/i18n/define-messages';

export const reportFieldsMessages = defineMessages('reportFields', {
  takePhoto: 'Take a photo',
  addPhoto: 'Add another photo',
  removePhoto: 'Remove photo {number}',
  photoAlt: 'Photo {number} you took',
  addPosition: 'Add my position',
  locating: 'Finding your position...',
  positionAdded: 'Your position is added.',
  removePosition: 'Remove my position',
  noPosition: 'Your position could not be found. You can send without it.',
  tooLarge: 'A photo is too large (at most {megabytes} MB). Take it again, or send without it.',
});

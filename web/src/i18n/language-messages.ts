import { defineMessages } from './define-messages';

export const languageMessages = defineMessages('language', {
  label: 'Language',
});

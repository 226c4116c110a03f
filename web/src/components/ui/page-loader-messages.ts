/** The spinner's words: a namespace of their own, as the page loader is part of the app's first file. */
import { defineMessages } from '@/i18n/define-messages';

export const pageLoaderMessages = defineMessages('pageLoader', {
  loading: 'Loading...',
});

/**
 * The words the app's first files need (a session that ended, who is signed in, an answer it cannot read):
 * a namespace of their own, so the first visit does not load every shared word with them.
 */
import { defineMessages } from '@/i18n/define-messages';

export const sessionMessages = defineMessages('session', {
  sessionExpired: 'Your session has expired. Please sign in again.',
  unreadableAnswer: 'The server sent an answer this app cannot read',
  fallbackAdmin: 'Administrator',
  fallbackUser: 'Employee001',
  roleAdmin: 'admin',
  roleUser: 'user',
});

import type { TranslationsOf } from '@/i18n/define-messages';
import type { sessionMessages } from '../session-messages';

export const sessionNn: TranslationsOf<typeof sessionMessages> = {
  sessionExpired: 'Økta di har gått ut. Logg inn på nytt.',
  unreadableAnswer: 'Serveren sende eit svar som denne appen ikkje kan lese',
  fallbackAdmin: 'Administrator',
  fallbackUser: 'Tilsett001',
  roleAdmin: 'administrator',
  roleUser: 'tilsett',
};

import type { TranslationsOf } from '@/i18n/define-messages';
import type { sessionMessages } from '../session-messages';

export const sessionNb: TranslationsOf<typeof sessionMessages> = {
  sessionExpired: 'Økten din er utløpt. Logg inn på nytt.',
  unreadableAnswer: 'Serveren sendte et svar denne appen ikke kan lese',
  fallbackAdmin: 'Administrator',
  fallbackUser: 'Ansatt001',
  roleAdmin: 'administrator',
  roleUser: 'ansatt',
};

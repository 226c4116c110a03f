import type { TranslationsOf } from '@/i18n/define-messages';
import type { errorPageMessages } from '../errors-messages';

export const errorPagesNb: TranslationsOf<typeof errorPageMessages> = {
  accessRestricted: 'Ingen tilgang',
  noPermission:
    'Du har ikke tilgang til dette området. Hvis du mener at dette er en feil, kan du kontakte systemadministratoren.',
  backHome: 'Tilbake til forsiden',
  signIn: 'Logg inn',
  supportContact: 'Brukerstøtte:',
};

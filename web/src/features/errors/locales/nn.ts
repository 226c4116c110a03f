import type { TranslationsOf } from '@/i18n/define-messages';
import type { errorPageMessages } from '../errors-messages';

export const errorPagesNn: TranslationsOf<typeof errorPageMessages> = {
  accessRestricted: 'Ingen tilgang',
  noPermission:
    'Du har ikkje tilgang til dette området. Om du meiner at dette er ein feil, kan du kontakte systemadministratoren.',
  backHome: 'Tilbake til framsida',
  signIn: 'Logg inn',
  supportContact: 'Brukarstøtte:',
};

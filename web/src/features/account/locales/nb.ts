import { LIMITS } from '@harbour/contract';
import type { TranslationsOf } from '@/i18n/define-messages';
import type { accountMessages } from '../account-messages';

export const accountNb: TranslationsOf<typeof accountMessages> = {
  title: 'Konto',
  signedInAs: 'Logget inn som {name} ({role}).',
  languageTitle: 'Språk',
  languageHint: 'Språket på skjermene, e-postene og rapportene dine, på alle enheter du logger inn på.',
  languageSaved: 'Språket er lagret',
  languageFailed: 'Kunne ikke lagre språket',
  passwordTitle: 'Endre passord',
  currentPassword: 'Nåværende passord',
  newPassword: 'Nytt passord',
  repeatPassword: 'Nytt passord en gang til',
  changing: 'Endrer …',
  change: 'Endre passord',
  passwordRules: `Minst ${LIMITS.passwordMin} tegn. Dine andre økter blir logget ut når det endres.`,
  repeatMismatch: 'De to nye passordene er ikke like',
  changeFailed: 'Kunne ikke endre passordet',
};

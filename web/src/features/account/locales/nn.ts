import { LIMITS } from '@harbour/contract';
import type { TranslationsOf } from '@/i18n/define-messages';
import type { accountMessages } from '../account-messages';

export const accountNn: TranslationsOf<typeof accountMessages> = {
  title: 'Konto',
  signedInAs: 'Logga inn som {name} ({role}).',
  languageTitle: 'Språk',
  languageHint: 'Språket på skjermane, e-postane og rapportane dine, på alle einingar du loggar inn på.',
  languageSaved: 'Språket er lagra',
  languageFailed: 'Kunne ikkje lagre språket',
  passwordTitle: 'Endre passord',
  currentPassword: 'Noverande passord',
  newPassword: 'Nytt passord',
  repeatPassword: 'Nytt passord ein gong til',
  changing: 'Endrar …',
  change: 'Endre passord',
  passwordRules: `Minst ${LIMITS.passwordMin} teikn. Dei andre øktene dine blir logga ut når det blir endra.`,
  repeatMismatch: 'Dei to nye passorda er ikkje like',
  changeFailed: 'Kunne ikkje endre passordet',
};

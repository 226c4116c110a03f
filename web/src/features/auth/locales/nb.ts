import type { TranslationsOf } from '@/i18n/define-messages';
import type { loginMessages } from '../login-messages';

export const loginNb: TranslationsOf<typeof loginMessages> = {
  emptyFields: 'Fyll ut alle feltene',
  welcome: 'Velkommen tilbake!',
  failed: 'Feil brukernavn eller passord',
  usernameMissing: 'Brukernavn må fylles ut',
  passwordMissing: 'Passord må fylles ut',
  fromLabel: 'Logg inn for å åpne denne eiendelen',
  backHome: 'Tilbake til forsiden',
  title: 'eiendelsforvaltning',
  subtitle: 'Logg inn for å komme til dashbordet',
  username: 'Brukernavn',
  usernamePlaceholder: 'Skriv inn brukernavnet ditt',
  password: 'Passord',
  passwordPlaceholder: 'Skriv inn passordet ditt',
  signingIn: 'Logger inn …',
  signIn: 'Logg inn',
  asideTitle: 'System for maritim eiendelsforvaltning',
  asideScan: 'Hvert fartøy, hver bøye og kran én skanning unna',
  asideRoles: 'Rollebasert tilgang for ansatte og administratorer',
  asideBuilt: 'Laget for havner, flåter og kyststasjoner',
  asideNotice: 'Kun for autorisert personell. Aktivitet blir registrert.',
};

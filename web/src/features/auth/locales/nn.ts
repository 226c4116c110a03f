import type { TranslationsOf } from '@/i18n/define-messages';
import type { loginMessages } from '../login-messages';

export const loginNn: TranslationsOf<typeof loginMessages> = {
  emptyFields: 'Fyll ut alle felta',
  welcome: 'Velkomen tilbake!',
  failed: 'Feil brukarnamn eller passord',
  usernameMissing: 'Brukarnamn må fyllast ut',
  passwordMissing: 'Passord må fyllast ut',
  fromLabel: 'Logg inn for å opne denne eigedelen',
  backHome: 'Tilbake til framsida',
  title: 'eigedelsforvaltning',
  subtitle: 'Logg inn for å kome til dashbordet',
  username: 'Brukarnamn',
  usernamePlaceholder: 'Skriv inn brukarnamnet ditt',
  password: 'Passord',
  passwordPlaceholder: 'Skriv inn passordet ditt',
  signingIn: 'Loggar inn …',
  signIn: 'Logg inn',
  asideTitle: 'System for maritim eigedelsforvaltning',
  asideScan: 'Kvart fartøy, kvar bøye og kran éin skanning unna',
  asideRoles: 'Rollebasert tilgang for tilsette og administratorar',
  asideBuilt: 'Laga for hamner, flåtar og kyststasjonar',
  asideNotice: 'Berre for autorisert personell. Aktivitet blir registrert.',
};

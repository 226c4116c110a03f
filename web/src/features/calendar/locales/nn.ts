import type { TranslationsOf } from '@/i18n/define-messages';
import type { calendarMessages } from '../calendar-messages';

export const calendarNn: TranslationsOf<typeof calendarMessages> = {
  title: 'Kalenderabonnement',
  close: 'Lukk',
  intro:
    'Din eigen kalender over kva som forfell på eigedelane du har ansvar for (alt, for ein administrator). Hald lenkja for deg sjølv: alle som har ho, kan lese kalenderen.',
  howTo:
    'Abonner på han med adressa: Outlook, Legg til kalender › Abonner frå nettet; Google Kalender, Andre kalenderar › Frå nettadresse; Apple Kalender, Arkiv › Nytt kalenderabonnement.',
  loading: 'Hentar kalenderlenkja di …',
  loadFailed: 'Kunne ikkje hente kalenderlenkja di',
  linkLabel: 'Kalenderlenkja di',
  copyLink: 'Kopier lenkje',
  resetLink: 'Ny lenkje',
  resetTitle: 'Lag ny kalenderlenkje',
  resetting: 'Lagar ny …',
  copied: 'Kalenderlenkja er kopiert',
  copyFailed: 'Kunne ikkje kopiere: merk lenkja og kopier ho sjølv',
  reset: 'Ei ny kalenderlenkje er klar',
  resetFailed: 'Kunne ikkje lage ny kalenderlenkje',
  confirmReset:
    'Den gamle lenkja sluttar å verke: alle kalenderar som abonnerer på ho, sluttar å bli oppdaterte til dei abonnerer på den nye.',
};

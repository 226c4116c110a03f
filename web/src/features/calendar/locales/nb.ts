import type { TranslationsOf } from '@/i18n/define-messages';
import type { calendarMessages } from '../calendar-messages';

export const calendarNb: TranslationsOf<typeof calendarMessages> = {
  title: 'Kalenderabonnement',
  close: 'Lukk',
  intro:
    'Din egen kalender over hva som forfaller på eiendelene du har ansvar for (alt, for en administrator). Hold lenken for deg selv: alle som har den, kan lese kalenderen.',
  howTo:
    'Abonner på den med adressen: Outlook, Legg til kalender › Abonner fra nettet; Google Kalender, Andre kalendere › Fra nettadresse; Apple Kalender, Arkiv › Nytt kalenderabonnement.',
  loading: 'Henter kalenderlenken din …',
  loadFailed: 'Kunne ikke hente kalenderlenken din',
  linkLabel: 'Kalenderlenken din',
  copyLink: 'Kopier lenke',
  resetLink: 'Ny lenke',
  resetTitle: 'Lag ny kalenderlenke',
  resetting: 'Lager ny …',
  copied: 'Kalenderlenken er kopiert',
  copyFailed: 'Kunne ikke kopiere: merk lenken og kopier den selv',
  reset: 'En ny kalenderlenke er klar',
  resetFailed: 'Kunne ikke lage ny kalenderlenke',
  confirmReset:
    'Den gamle lenken slutter å virke: alle kalendere som abonnerer på den, slutter å oppdateres til de abonnerer på den nye.',
};

/** The words of reminders: the digest e-mail and the calendar feed, English here, Norwegian beside. */
import { defineMessages } from '@harbour/contract';
import type { Translations } from '../common/reader-language';

export const reminderMessages = defineMessages('reminders', {
  overdue: 'Overdue',
  dueSoon: 'Due soon',
  due: 'Due',
  expires: '{name} expires',
  overdueCount: { one: '{count} overdue', other: '{count} overdue' },
  dueSoonCount: { one: '{count} due soon', other: '{count} due soon' },
  intro: {
    one: 'Hello {name}, as of {today} {count} item falls due {scope}:',
    other: 'Hello {name}, as of {today} {count} items fall due {scope}:',
  },
  scopeAuthority: 'across the authority',
  scopeOwn: 'on the assets you hold',
  more: { one: '...and {count} more.', other: '...and {count} more.' },
  seeAllAt: 'See them all: {url}',
  seeAll: 'See them all',
  feedName: 'Harbour Assets: due for {name}',
  newDefects: {
    one: '{count} defect reported since the last digest:',
    other: '{count} defects reported since the last digest:',
  },
  safety: 'safety',
});

export const reminderTranslations: Translations<typeof reminderMessages> = {
  nb: {
    overdue: 'Forfalt',
    dueSoon: 'Forfaller snart',
    due: 'Forfaller',
    expires: '{name} utløper',
    overdueCount: { one: '{count} forfalt', other: '{count} forfalte' },
    dueSoonCount: { one: '{count} forfaller snart', other: '{count} forfaller snart' },
    intro: {
      one: 'Hei {name}! Per {today} er det {count} frist {scope}:',
      other: 'Hei {name}! Per {today} er det {count} frister {scope}:',
    },
    scopeAuthority: 'i hele etaten',
    scopeOwn: 'på eiendelene du har ansvar for',
    more: { one: '… og {count} til.', other: '… og {count} til.' },
    seeAllAt: 'Se alle: {url}',
    seeAll: 'Se alle',
    feedName: 'Harbour Assets: frister for {name}',
    newDefects: {
      one: '{count} feil meldt siden forrige oversikt:',
      other: '{count} feil meldt siden forrige oversikt:',
    },
    safety: 'sikkerhet',
  },
  nn: {
    overdue: 'Forfallen',
    dueSoon: 'Forfell snart',
    due: 'Forfell',
    expires: '{name} går ut',
    overdueCount: { one: '{count} forfallen', other: '{count} forfalne' },
    dueSoonCount: { one: '{count} forfell snart', other: '{count} forfell snart' },
    intro: {
      one: 'Hei {name}! Per {today} er det {count} frist {scope}:',
      other: 'Hei {name}! Per {today} er det {count} fristar {scope}:',
    },
    scopeAuthority: 'i heile etaten',
    scopeOwn: 'på eigedelane du har ansvar for',
    more: { one: '… og {count} til.', other: '… og {count} til.' },
    seeAllAt: 'Sjå alle: {url}',
    seeAll: 'Sjå alle',
    feedName: 'Harbour Assets: fristar for {name}',
    newDefects: {
      one: '{count} feil meld sidan førre oversikt:',
      other: '{count} feil melde sidan førre oversikt:',
    },
    safety: 'tryggleik',
  },
};

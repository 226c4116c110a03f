import type { TranslationsOf } from '@/i18n/define-messages';
import type { typeFieldsMessages } from '../type-fields-messages';

export const typeFieldsNb: TranslationsOf<typeof typeFieldsMessages> = {
  yes: 'Ja',
  no: 'Nei',
  notChosen: 'Ikke valgt',
  fieldsOf: 'Felter for {type}',
  notFitting: 'Passer ikke til feltet slik det nå er definert',
};

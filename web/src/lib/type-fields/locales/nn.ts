import type { TranslationsOf } from '@/i18n/define-messages';
import type { typeFieldsMessages } from '../type-fields-messages';

export const typeFieldsNn: TranslationsOf<typeof typeFieldsMessages> = {
  yes: 'Ja',
  no: 'Nei',
  notChosen: 'Ikkje valt',
  fieldsOf: 'Felt for {type}',
  notFitting: 'Passar ikkje til feltet slik det no er definert',
};

/** The words of an asset type's fields wherever an asset's values are shown or typed. */
import { defineMessages } from '@/i18n/define-messages';

export const typeFieldsMessages = defineMessages('typeFields', {
  yes: 'Yes',
  no: 'No',
  notChosen: 'Not chosen',
  fieldsOf: 'Fields of {type}',
  notFitting: 'Does not fit the field as now defined',
});

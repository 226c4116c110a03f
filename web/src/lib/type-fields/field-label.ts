import type { Language } from '@harbour/contract';
import type { TypeField } from '../readers/asset-type-reader';

/** A field's label in the reader's language, else English. */
export const fieldLabel = (field: Pick<TypeField, 'label'>, language: Language): string =>
  (language === 'en' ? undefined : field.label[language]) ?? field.label.en;

/** The message primitives, shared with the server (contract/src/translation.ts), by the path screens import. */
export {
  defineMessages,
  type Message,
  type Messages,
  type MessageSource,
  type PluralForms,
  type TranslationOf,
  type TranslationsOf,
  type ValuesArgs,
} from '@harbour/contract';

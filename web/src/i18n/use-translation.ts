import { useMemo, useSyncExternalStore } from 'react';
import { getLanguageState, subscribeToLanguage } from './language-store';
import { translatorFor, type Translator } from './translator';

/** The current language's translator; the component re-renders when the language changes. */
export function useTranslation(): Translator {
  const state = useSyncExternalStore(subscribeToLanguage, getLanguageState, getLanguageState);
  return useMemo(() => translatorFor(state), [state]);
}

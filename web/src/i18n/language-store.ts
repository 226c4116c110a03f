/**
 * The language the screens speak: English (in the code, always there) or a Norwegian catalog, loaded as a
 * chunk of its own when chosen, so a person downloads only their language. Changing it re-renders every
 * screen at once, without a reload.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  isLanguage,
  negotiateLanguage,
  type Language,
} from '@harbour/contract';
import type { MessageSource } from './define-messages';

/** A language's translations by message id (`namespace.key`). */
export type Catalog = Readonly<Record<string, MessageSource>>;

export interface LanguageState {
  readonly language: Language;
  /** The BCP 47 locale Intl formats with; English keeps the browser's own (undefined). */
  readonly locale: string | undefined;
  readonly catalog: Catalog | null;
}

const STORAGE_KEY = 'language';

/** How each language's catalog chunk is fetched: app/ composes the features' catalogs and provides these. */
export type CatalogLoaders = Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>>;

let catalogLoaders: CatalogLoaders | null = null;

export function provideCatalogs(loaders: CatalogLoaders): void {
  catalogLoaders = loaders;
}

let state: LanguageState = { language: DEFAULT_LANGUAGE, locale: undefined, catalog: null };
let latestRequest = 0;
const listeners = new Set<() => void>();

export function getLanguageState(): LanguageState {
  return state;
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language this device chose last, else the browser's first that we have. */
export function preferredLanguage(): Language {
  const stored = readStored();
  return stored ?? negotiateLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * Speak this language from now on: its catalog loads first (the screens keep the language they have until
 * then), and the last of several quick choices wins. Remembered on this device unless told otherwise (the
 * browser's language at start is followed, not remembered).
 */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  const request = ++latestRequest;
  const catalog = language === 'en' || !catalogLoaders ? null : (await catalogLoaders[language]()).default;
  if (request !== latestRequest) return;
  if (remember) writeStored(language);
  if (language === state.language && catalog === state.catalog) return;
  state = { language, locale: language === 'en' ? undefined : LANGUAGE_LOCALES[language], catalog };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function readStored(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function writeStored(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (a private window's quota): the choice holds until the page closes.
  }
}

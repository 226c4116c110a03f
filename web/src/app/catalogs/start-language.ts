import { preferredLanguage, provideCatalogs, setLanguage } from '@/i18n/language-store';

/**
 * The screens' language from the first paint: this device's last choice, else the browser's. English needs
 * no catalog; a Norwegian one is fetched first (from the offline cache when there is no signal).
 */
export function startLanguage(): Promise<void> {
  provideCatalogs({ nb: () => import('./nb'), nn: () => import('./nn') });
  const language = preferredLanguage();
  return language === 'en' ? Promise.resolve() : setLanguage(language, { remember: false });
}

import type { MessageSource } from '@/i18n/define-messages';
import type { Catalog } from '@/i18n/language-store';
import type { CatalogSources } from './namespaces';

/** One language's namespaces as the store reads them: by message id, `namespace.key`. */
export function flattenCatalog(sources: CatalogSources): Catalog {
  const catalog: Record<string, MessageSource> = {};
  for (const [namespace, translations] of Object.entries(sources)) {
    for (const [key, translation] of Object.entries(translations as Record<string, MessageSource>)) {
      catalog[`${namespace}.${key}`] = translation;
    }
  }
  return catalog;
}

/**
 * Every namespace of messages, by the name its ids begin with: a language's catalog must translate each of
 * them, key by key (nb.ts and nn.ts beside this are checked against this by the compiler).
 */
import type { TranslationsOf } from '@/i18n/define-messages';
import type { languageMessages } from '@/i18n/language-messages';
import type { landingMessages } from '@/features/landing/landing-messages';
import type { loginMessages } from '@/features/auth/login-messages';
import type { accountMessages } from '@/features/account/account-messages';
import type { assetPageMessages } from '@/features/asset-page/asset-page-messages';
import type { assetMessages } from '@/features/assets/asset-messages';
import type { importMessages } from '@/features/import/import-messages';
import type { labelCodeMessages } from '@/features/label-code/label-code-messages';
import type { labelMessages } from '@/features/labels/label-messages';
import type { qrMessages } from '@/features/qr-download/qr-messages';

export interface Namespaces {
  language: typeof languageMessages;
  landing: typeof landingMessages;
  login: typeof loginMessages;
  account: typeof accountMessages;
  assetPage: typeof assetPageMessages;
  assets: typeof assetMessages;
  import: typeof importMessages;
  labelCode: typeof labelCodeMessages;
  labels: typeof labelMessages;
  qrDownload: typeof qrMessages;
}

export type CatalogSources = { readonly [N in keyof Namespaces]: TranslationsOf<Namespaces[N]> };

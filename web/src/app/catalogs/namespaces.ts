/**
 * Every namespace of messages, by the name its ids begin with: a language's catalog must translate each of
 * them, key by key (nb.ts and nn.ts beside this are checked against this by the compiler).
 */
import type { TranslationsOf } from '@/i18n/define-messages';
import type { languageMessages } from '@/i18n/language-messages';
import type { landingMessages } from '@/features/landing/landing-messages';
import type { loginMessages } from '@/features/auth/login-messages';
import type { accountMessages } from '@/features/account/account-messages';
import type { calendarMessages } from '@/features/calendar/calendar-messages';
import type { complianceMessages } from '@/features/compliance/compliance-messages';
import type { inspectionMessages } from '@/features/inspections/inspection-messages';
import type { offlineMessages } from '@/features/offline/offline-messages';
import type { planMessages } from '@/features/inspection-plans/plan-messages';
import type { roundMessages } from '@/features/rounds/round-messages';
import type { scannerMessages } from '@/features/scanner/scanner-messages';

export interface Namespaces {
  language: typeof languageMessages;
  landing: typeof landingMessages;
  login: typeof loginMessages;
  account: typeof accountMessages;
  calendar: typeof calendarMessages;
  compliance: typeof complianceMessages;
  inspection: typeof inspectionMessages;
  offline: typeof offlineMessages;
  plans: typeof planMessages;
  rounds: typeof roundMessages;
  scanner: typeof scannerMessages;
}

export type CatalogSources = { readonly [N in keyof Namespaces]: TranslationsOf<Namespaces[N]> };

/** Norsk nynorsk: every namespace's translations, loaded as one chunk when a person chooses nynorsk. */
import { landingNn } from '@/features/landing/locales/nn';
import { loginNn } from '@/features/auth/locales/nn';
import { accountNn } from '@/features/account/locales/nn';
import { calendarNn } from '@/features/calendar/locales/nn';
import { complianceNn } from '@/features/compliance/locales/nn';
import { inspectionNn } from '@/features/inspections/locales/nn';
import { offlineNn } from '@/features/offline/locales/nn';
import { planNn } from '@/features/inspection-plans/locales/nn';
import { roundNn } from '@/features/rounds/locales/nn';
import { scannerNn } from '@/features/scanner/locales/nn';
import { flattenCatalog } from './flatten-catalog';

export default flattenCatalog({
  language: { label: 'Språk' },
  landing: landingNn,
  login: loginNn,
  account: accountNn,
  calendar: calendarNn,
  compliance: complianceNn,
  inspection: inspectionNn,
  offline: offlineNn,
  plans: planNn,
  rounds: roundNn,
  scanner: scannerNn,
});

/** Norsk bokmål: every namespace's translations, loaded as one chunk when a person chooses bokmål. */
import { landingNb } from '@/features/landing/locales/nb';
import { loginNb } from '@/features/auth/locales/nb';
import { accountNb } from '@/features/account/locales/nb';
import { calendarNb } from '@/features/calendar/locales/nb';
import { complianceNb } from '@/features/compliance/locales/nb';
import { inspectionNb } from '@/features/inspections/locales/nb';
import { offlineNb } from '@/features/offline/locales/nb';
import { planNb } from '@/features/inspection-plans/locales/nb';
import { roundNb } from '@/features/rounds/locales/nb';
import { scannerNb } from '@/features/scanner/locales/nb';
import { flattenCatalog } from './flatten-catalog';

export default flattenCatalog({
  language: { label: 'Språk' },
  landing: landingNb,
  login: loginNb,
  account: accountNb,
  calendar: calendarNb,
  compliance: complianceNb,
  inspection: inspectionNb,
  offline: offlineNb,
  plans: planNb,
  rounds: roundNb,
  scanner: scannerNb,
});

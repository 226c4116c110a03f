/** Norsk bokmål: every namespace's translations, loaded as one chunk when a person chooses bokmål. */
import { landingNb } from '@/features/landing/locales/nb';
import { loginNb } from '@/features/auth/locales/nb';
import { accountNb } from '@/features/account/locales/nb';
import { apiTokensNb } from '@/features/api-tokens/locales/nb';
import { dashboardNb } from '@/features/dashboard/locales/nb';
import { errorPagesNb } from '@/features/errors/locales/nb';
import { usersNb } from '@/features/users/locales/nb';
import { flattenCatalog } from './flatten-catalog';

export default flattenCatalog({
  language: { label: 'Språk' },
  landing: landingNb,
  login: loginNb,
  account: accountNb,
  apiTokens: apiTokensNb,
  dashboard: dashboardNb,
  errorPages: errorPagesNb,
  users: usersNb,
});

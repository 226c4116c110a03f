/** Norsk nynorsk: every namespace's translations, loaded as one chunk when a person chooses nynorsk. */
import { landingNn } from '@/features/landing/locales/nn';
import { loginNn } from '@/features/auth/locales/nn';
import { accountNn } from '@/features/account/locales/nn';
import { cameraNn } from '@/lib/scanner/camera/locales/nn';
import { layoutNn } from '@/app/layouts/locales/nn';
import { offlineWordsNn } from '@/lib/offline/locales/nn';
import { qrLabelNn } from '@/lib/qr-label/locales/nn';
import { uiNn } from '@/components/locales/nn';
import { wordsNn } from '@/lib/locales/nn';
import { apiTokensNn } from '@/features/api-tokens/locales/nn';
import { dashboardNn } from '@/features/dashboard/locales/nn';
import { errorPagesNn } from '@/features/errors/locales/nn';
import { usersNn } from '@/features/users/locales/nn';
import { flattenCatalog } from './flatten-catalog';

export default flattenCatalog({
  language: { label: 'Språk' },
  landing: landingNn,
  login: loginNn,
  account: accountNn,
  camera: cameraNn,
  layout: layoutNn,
  offlineWords: offlineWordsNn,
  qrLabel: qrLabelNn,
  ui: uiNn,
  words: wordsNn,
  apiTokens: apiTokensNn,
  dashboard: dashboardNn,
  errorPages: errorPagesNn,
  users: usersNn,
});

/** Norsk nynorsk: every namespace's translations, loaded as one chunk when a person chooses nynorsk. */
import { landingNn } from '@/features/landing/locales/nn';
import { loginNn } from '@/features/auth/locales/nn';
import { accountNn } from '@/features/account/locales/nn';
import { assetPageNn } from '@/features/asset-page/locales/nn';
import { assetsNn } from '@/features/assets/locales/nn';
import { importNn } from '@/features/import/locales/nn';
import { labelCodeNn } from '@/features/label-code/locales/nn';
import { labelsNn } from '@/features/labels/locales/nn';
import { qrDownloadNn } from '@/features/qr-download/locales/nn';
import { flattenCatalog } from './flatten-catalog';

export default flattenCatalog({
  language: { label: 'Språk' },
  landing: landingNn,
  login: loginNn,
  account: accountNn,
  assetPage: assetPageNn,
  assets: assetsNn,
  import: importNn,
  labelCode: labelCodeNn,
  labels: labelsNn,
  qrDownload: qrDownloadNn,
});

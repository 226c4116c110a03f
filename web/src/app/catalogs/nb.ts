/** Norsk bokmål: every namespace's translations, loaded as one chunk when a person chooses bokmål. */
import { landingNb } from '@/features/landing/locales/nb';
import { loginNb } from '@/features/auth/locales/nb';
import { accountNb } from '@/features/account/locales/nb';
import { assetPageNb } from '@/features/asset-page/locales/nb';
import { assetsNb } from '@/features/assets/locales/nb';
import { importNb } from '@/features/import/locales/nb';
import { labelCodeNb } from '@/features/label-code/locales/nb';
import { labelsNb } from '@/features/labels/locales/nb';
import { qrDownloadNb } from '@/features/qr-download/locales/nb';
import { flattenCatalog } from './flatten-catalog';

export default flattenCatalog({
  language: { label: 'Språk' },
  landing: landingNb,
  login: loginNb,
  account: accountNb,
  assetPage: assetPageNb,
  assets: assetsNb,
  import: importNb,
  labelCode: labelCodeNb,
  labels: labelsNb,
  qrDownload: qrDownloadNb,
});

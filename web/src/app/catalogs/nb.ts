/** Norsk bokmål: every namespace's translations, loaded as one chunk when a person chooses bokmål. */
import { landingNb } from '@/features/landing/locales/nb';
import { loginNb } from '@/features/auth/locales/nb';
import { accountNb } from '@/features/account/locales/nb';
import { cameraNb } from '@/lib/scanner/camera/locales/nb';
import { layoutNb } from '@/app/layouts/locales/nb';
import { offlineWordsNb } from '@/lib/offline/locales/nb';
import { qrLabelNb } from '@/lib/qr-label/locales/nb';
import { uiNb } from '@/components/locales/nb';
import { wordsNb } from '@/lib/locales/nb';
import { apiTokensNb } from '@/features/api-tokens/locales/nb';
import { dashboardNb } from '@/features/dashboard/locales/nb';
import { errorPagesNb } from '@/features/errors/locales/nb';
import { usersNb } from '@/features/users/locales/nb';
import { assetPageNb } from '@/features/asset-page/locales/nb';
import { assetsNb } from '@/features/assets/locales/nb';
import { importNb } from '@/features/import/locales/nb';
import { labelCodeNb } from '@/features/label-code/locales/nb';
import { labelsNb } from '@/features/labels/locales/nb';
import { qrDownloadNb } from '@/features/qr-download/locales/nb';
import { calendarNb } from '@/features/calendar/locales/nb';
import { complianceNb } from '@/features/compliance/locales/nb';
import { availabilityNb } from '@/features/availability/locales/nb';
import { inspectionNb } from '@/features/inspections/locales/nb';
import { offlineNb } from '@/features/offline/locales/nb';
import { planNb } from '@/features/inspection-plans/locales/nb';
import { roundNb } from '@/features/rounds/locales/nb';
import { scannerNb } from '@/features/scanner/locales/nb';
import { pageLoaderNb } from '@/components/ui/locales/nb';
import { sessionNb } from '@/lib/locales/session-nb';
import { typeFieldsNb } from '@/lib/type-fields/locales/nb';
import { fieldProblemsNb } from '@/lib/type-fields/locales/problems-nb';
import { assetTypesNb } from '@/features/asset-types/locales/nb';
import { locationsNb } from '@/features/locations/locales/nb';
import { locationPickerNb } from '@/components/location-picker/locales/nb';
import { chartPositionNb } from '@/components/chart-position/locales/nb';
import { mapNb } from '@/features/map/locales/nb';
import { publicReportNb } from '@/features/public-report/locales/nb';
import { defectsNb } from '@/features/defects/locales/nb';
import { reportFieldsNb } from '@/components/report-fields/locales/nb';
import { apiErrorsNb, fieldErrorsNb } from '@/lib/locales/api-errors-nb';
import { flattenCatalog } from './flatten-catalog';

export default flattenCatalog({
  language: { label: 'Språk' },
  landing: landingNb,
  login: loginNb,
  account: accountNb,
  camera: cameraNb,
  layout: layoutNb,
  offlineWords: offlineWordsNb,
  qrLabel: qrLabelNb,
  ui: uiNb,
  words: wordsNb,
  apiTokens: apiTokensNb,
  dashboard: dashboardNb,
  errorPages: errorPagesNb,
  users: usersNb,
  assetPage: assetPageNb,
  assets: assetsNb,
  import: importNb,
  labelCode: labelCodeNb,
  labels: labelsNb,
  qrDownload: qrDownloadNb,
  calendar: calendarNb,
  compliance: complianceNb,
  availability: availabilityNb,
  inspection: inspectionNb,
  offline: offlineNb,
  plans: planNb,
  rounds: roundNb,
  scanner: scannerNb,
  pageLoader: pageLoaderNb,
  session: sessionNb,
  typeFields: typeFieldsNb,
  fieldProblems: fieldProblemsNb,
  assetTypes: assetTypesNb,
  locations: locationsNb,
  locationPicker: locationPickerNb,
  chartPosition: chartPositionNb,
  map: mapNb,
  publicReport: publicReportNb,
  defects: defectsNb,
  reportFields: reportFieldsNb,
  apiErrors: apiErrorsNb,
  fieldErrors: fieldErrorsNb,
});

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
import { assetPageNn } from '@/features/asset-page/locales/nn';
import { assetsNn } from '@/features/assets/locales/nn';
import { importNn } from '@/features/import/locales/nn';
import { labelCodeNn } from '@/features/label-code/locales/nn';
import { labelsNn } from '@/features/labels/locales/nn';
import { qrDownloadNn } from '@/features/qr-download/locales/nn';
import { calendarNn } from '@/features/calendar/locales/nn';
import { complianceNn } from '@/features/compliance/locales/nn';
import { availabilityNn } from '@/features/availability/locales/nn';
import { inspectionNn } from '@/features/inspections/locales/nn';
import { offlineNn } from '@/features/offline/locales/nn';
import { planNn } from '@/features/inspection-plans/locales/nn';
import { roundNn } from '@/features/rounds/locales/nn';
import { scannerNn } from '@/features/scanner/locales/nn';
import { pageLoaderNn } from '@/components/ui/locales/nn';
import { sessionNn } from '@/lib/locales/session-nn';
import { typeFieldsNn } from '@/lib/type-fields/locales/nn';
import { fieldProblemsNn } from '@/lib/type-fields/locales/problems-nn';
import { assetTypesNn } from '@/features/asset-types/locales/nn';
import { locationsNn } from '@/features/locations/locales/nn';
import { locationPickerNn } from '@/components/location-picker/locales/nn';
import { chartPositionNn } from '@/components/chart-position/locales/nn';
import { mapNn } from '@/features/map/locales/nn';
import { publicReportNn } from '@/features/public-report/locales/nn';
import { defectsNn } from '@/features/defects/locales/nn';
import { reportFieldsNn } from '@/components/report-fields/locales/nn';
import { apiErrorsNn, fieldErrorsNn } from '@/lib/locales/api-errors-nn';
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
  assetPage: assetPageNn,
  assets: assetsNn,
  import: importNn,
  labelCode: labelCodeNn,
  labels: labelsNn,
  qrDownload: qrDownloadNn,
  calendar: calendarNn,
  compliance: complianceNn,
  availability: availabilityNn,
  inspection: inspectionNn,
  offline: offlineNn,
  plans: planNn,
  rounds: roundNn,
  scanner: scannerNn,
  pageLoader: pageLoaderNn,
  session: sessionNn,
  typeFields: typeFieldsNn,
  fieldProblems: fieldProblemsNn,
  assetTypes: assetTypesNn,
  locations: locationsNn,
  locationPicker: locationPickerNn,
  chartPosition: chartPositionNn,
  map: mapNn,
  publicReport: publicReportNn,
  defects: defectsNn,
  reportFields: reportFieldsNn,
  apiErrors: apiErrorsNn,
  fieldErrors: fieldErrorsNn,
});

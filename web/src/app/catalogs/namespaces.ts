/**
 * Every namespace of messages, by the name its ids begin with: a language's catalog must translate each of
 * them, key by key (nb.ts and nn.ts beside this are checked against this by the compiler).
 */
import type { ApiErrorCode, FieldErrorCode } from '@harbour/contract';
import type { TranslationsOf } from '@/i18n/define-messages';
import type { languageMessages } from '@/i18n/language-messages';
import type { landingMessages } from '@/features/landing/landing-messages';
import type { loginMessages } from '@/features/auth/login-messages';
import type { accountMessages } from '@/features/account/account-messages';
import type { cameraMessages } from '@/lib/scanner/camera/camera-messages';
import type { layoutMessages } from '@/app/layouts/layout-messages';
import type { offlineWordsMessages } from '@/lib/offline/offline-messages';
import type { qrLabelMessages } from '@/lib/qr-label/qr-label-messages';
import type { uiMessages } from '@/components/ui-messages';
import type { wordsMessages } from '@/lib/words-messages';
import type { apiTokenMessages } from '@/features/api-tokens/api-token-messages';
import type { dashboardMessages } from '@/features/dashboard/dashboard-messages';
import type { errorPageMessages } from '@/features/errors/errors-messages';
import type { userMessages } from '@/features/users/user-messages';
import type { assetPageMessages } from '@/features/asset-page/asset-page-messages';
import type { assetMessages } from '@/features/assets/asset-messages';
import type { importMessages } from '@/features/import/import-messages';
import type { labelCodeMessages } from '@/features/label-code/label-code-messages';
import type { labelMessages } from '@/features/labels/label-messages';
import type { qrMessages } from '@/features/qr-download/qr-messages';
import type { calendarMessages } from '@/features/calendar/calendar-messages';
import type { complianceMessages } from '@/features/compliance/compliance-messages';
import type { availabilityMessages } from '@/features/availability/availability-messages';
import type { inspectionMessages } from '@/features/inspections/inspection-messages';
import type { offlineMessages } from '@/features/offline/offline-messages';
import type { planMessages } from '@/features/inspection-plans/plan-messages';
import type { roundMessages } from '@/features/rounds/round-messages';
import type { scannerMessages } from '@/features/scanner/scanner-messages';
import type { pageLoaderMessages } from '@/components/ui/page-loader-messages';
import type { sessionMessages } from '@/lib/session-messages';
import type { typeFieldsMessages } from '@/lib/type-fields/type-fields-messages';
import type { fieldProblemMessages } from '@/lib/type-fields/field-problem-messages';
import type { assetTypeMessages } from '@/features/asset-types/asset-type-messages';
import type { locationMessages } from '@/features/locations/location-messages';
import type { locationPickerMessages } from '@/components/location-picker/location-picker-messages';
import type { chartPositionMessages } from '@/components/chart-position/chart-position-messages';
import type { mapMessages } from '@/features/map/map-messages';
import type { publicReportMessages } from '@/features/public-report/public-report-messages';
import type { defectMessages } from '@/features/defects/defect-messages';
import type { reportFieldsMessages } from '@/components/report-fields/report-fields-messages';

export interface Namespaces {
  language: typeof languageMessages;
  landing: typeof landingMessages;
  login: typeof loginMessages;
  account: typeof accountMessages;
  camera: typeof cameraMessages;
  layout: typeof layoutMessages;
  offlineWords: typeof offlineWordsMessages;
  qrLabel: typeof qrLabelMessages;
  ui: typeof uiMessages;
  words: typeof wordsMessages;
  apiTokens: typeof apiTokenMessages;
  dashboard: typeof dashboardMessages;
  errorPages: typeof errorPageMessages;
  users: typeof userMessages;
  assetPage: typeof assetPageMessages;
  assets: typeof assetMessages;
  import: typeof importMessages;
  labelCode: typeof labelCodeMessages;
  labels: typeof labelMessages;
  qrDownload: typeof qrMessages;
  calendar: typeof calendarMessages;
  compliance: typeof complianceMessages;
  availability: typeof availabilityMessages;
  inspection: typeof inspectionMessages;
  offline: typeof offlineMessages;
  plans: typeof planMessages;
  rounds: typeof roundMessages;
  scanner: typeof scannerMessages;
  pageLoader: typeof pageLoaderMessages;
  session: typeof sessionMessages;
  typeFields: typeof typeFieldsMessages;
  fieldProblems: typeof fieldProblemMessages;
  assetTypes: typeof assetTypeMessages;
  locations: typeof locationMessages;
  locationPicker: typeof locationPickerMessages;
  chartPosition: typeof chartPositionMessages;
  map: typeof mapMessages;
  publicReport: typeof publicReportMessages;
  defects: typeof defectMessages;
  reportFields: typeof reportFieldsMessages;
}

/** Every namespace's messages, and the words for each of the API's error and field codes. */
export type CatalogSources = { readonly [N in keyof Namespaces]: TranslationsOf<Namespaces[N]> } & {
  readonly apiErrors: Readonly<Record<ApiErrorCode, string>>;
  readonly fieldErrors: Readonly<Record<FieldErrorCode, string>>;
};

/** Builds every service once, over one database: the app's composition of features. */
import type { AppConfig } from './config';
import { LoginThrottle, type ThrottleLimits, DEFAULT_THROTTLE } from './auth/login-throttle';
import { createAuthService } from './auth/service';
import { createSessionUsers } from './auth/session-users';
import { createSignInRepository } from './auth/sign-in-repository';
import { createTokenService } from './auth/tokens';
import { createAccountService } from './account/service';
import { createHistoryService } from './activity/service';
import { createApiTokensService } from './api-tokens/service';
import { createAssetsService } from './assets/service';
import { createAssetTypesService } from './asset-types/service';
import { createLocationsService } from './locations/service';
import { createMapService } from './map/service';
import { createStationCheck } from './locations/off-station-service';
import { createDueRecompute } from './compliance/due-recompute-service';
import { createComplianceService } from './compliance/service';
import { createDashboardRepository } from './dashboard/repository';
import { createDashboardService } from './dashboard/service';
import type { Db } from './db/database';
import { createTransactor } from './db/transactor';
import { createDocumentsService } from './documents/service';
import { createFilesService } from './files/service';
import { createHealthService } from './health/service';
import { createIdempotencyService } from './idempotency/service';
import { createImportService } from './import/service';
import { createExportService } from './export/service';
import { createInspectionsService } from './inspections/service';
import { createLabelCodesService } from './labels/codes-service';
import { createPrinterProfilesService } from './labels/printer-profiles-service';
import { createLabelsService } from './labels/service';
import { createPlansService } from './plans/service';
import { createQrCache } from './qr/cache';
import { qrSettings } from './common/qr-payload';
import { createCalendarService } from './reminders/calendar-service';
import { createDigestService, type DigestLog } from './reminders/digest-service';
import { createSmtpMailer, type Mailer } from './reminders/mailer';
import { createDefectsService } from './defects/service';
import { createSafetyAlerts } from './defects/safety-alerts';
import { createRepositories } from './repositories';
import { createRoundsService } from './rounds/service';
import { createAssignmentsService } from './users/assignments';
import { createUsersService } from './users/service';
import { createAvailabilityService } from './availability/service';
import { createWorkOrdersService } from './work-orders/service';

export interface ServiceOptions {
  throttle?: Partial<ThrottleLimits>;
  tokenLifetimeMs?: number;
}

export function createServices(db: Db, config: AppConfig, options: ServiceOptions = {}) {
  const tx = createTransactor(db, (kysely, kind) =>
    createRepositories(kysely, kind, config.organisationLocale),
  );
  const qr = qrSettings(config);
  const qrCache = createQrCache();
  const tokens = createTokenService(config.jwtSecret, options.tokenLifetimeMs);
  const sessionUsers = createSessionUsers(tx.repositories.users);
  const dueRecompute = createDueRecompute(config.orgTimeZone);
  const compliance = createComplianceService(tx, config.orgTimeZone);
  const station = createStationCheck(config.orgTimeZone);
  // One count of wrong passwords per person and address, whether typed at sign-in or to change it.
  const throttle = new LoginThrottle(
    createTransactor(db, (kysely, kind) => ({ signIns: createSignInRepository(kysely, kind) })),
    { ...DEFAULT_THROTTLE, ...options.throttle },
  );
  // Safety defects are mailed to the duty officers as they are reported, when SMTP_URL is set.
  const safetyAlerts = createSafetyAlerts(
    tx.repositories.defects,
    config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.smtpFrom) : undefined,
    { orgName: config.orgName, publicUrl: config.publicUrl },
  );
  const defects = createDefectsService(tx, safetyAlerts);
  return {
    tokens,
    sessionUsers,
    safetyAlerts,
    defects,
    apiTokens: createApiTokensService(tx),
    qrCache,
    health: createHealthService(db, config),
    auth: createAuthService({ tx, tokens, throttle }),
    account: createAccountService({ tx, tokens, throttle, changed: (id) => sessionUsers.forget(id) }),
    users: createUsersService(tx, (id) => sessionUsers.forget(id)),
    assignments: createAssignmentsService(tx, config.jwtSecret),
    assets: createAssetsService(tx, dueRecompute, station),
    assetTypes: createAssetTypesService(tx),
    locations: createLocationsService(tx, config.organisationLocale),
    map: createMapService(tx, config.orgTimeZone),
    imports: createImportService(tx, dueRecompute),
    exports: createExportService(tx, compliance, qr),
    dashboard: createDashboardService({
      dashboard: createDashboardRepository(db.kysely, config.organisationLocale),
      activity: tx.repositories.activity,
      assets: tx.repositories.assets,
      complianceCounts: compliance.counts,
      defectCounts: defects.openCounts,
    }),
    plans: createPlansService(tx, dueRecompute),
    inspections: createInspectionsService(tx, dueRecompute, config.orgTimeZone, station),
    compliance,
    availability: createAvailabilityService(tx),
    history: createHistoryService(tx),
    files: createFilesService(tx, qr, qrCache),
    idempotency: createIdempotencyService(tx.repositories.idempotency),
    documents: createDocumentsService(tx, config.orgTimeZone),
    calendar: createCalendarService(tx, config.orgTimeZone),
    rounds: createRoundsService(tx, station),
    labels: createLabelsService(tx, { qr, orgName: config.orgName, timeZone: config.orgTimeZone }),
    printerProfiles: createPrinterProfilesService(tx),
    workOrders: createWorkOrdersService(tx),
    labelCodes: createLabelCodesService(tx, { qr, orgName: config.orgName }),
    createDigest: (mailer: Mailer, log: DigestLog) =>
      createDigestService(
        tx,
        mailer,
        { timeZone: config.orgTimeZone, orgName: config.orgName, publicUrl: config.publicUrl },
        log,
        defects.reportedBetween,
      ),
  };
}

/** What the health check and the public settings answer. */
import type { PublicConfig } from '@harbour/contract';
import type { AppConfig } from '../config';
import { pingDatabase, type Db } from '../db/database';
import type { DatabaseKind } from '../db/dialect';
import { DatabaseUnavailableError, describeDatabaseError } from '../db/outage';

/** Where a failed check is reported: the request's logger. */
interface WarningLog {
  warn(details: object, message: string): void;
}

/** The settings the web app reads before anyone signs in. */
const publicConfigOf = (config: AppConfig): PublicConfig => ({
  orgName: config.orgName,
  supportEmail: config.supportEmail,
  qrPayload: config.qrPayload,
  maxUploadBytes: config.uploadLimitBytes,
  publicUrlSet: config.publicUrl !== undefined,
  locale: config.organisationLocale,
  mapStyleUrl: config.mapStyleUrl ?? null,
});

export function createHealthService(db: Pick<Db, 'kind' | 'kysely'>, config: AppConfig) {
  const publicConfig = publicConfigOf(config);
  return {
    /** OK once the database answers a query; a 503 (and a warning in the log) when it does not. */
    async check(log: WarningLog): Promise<{ status: 'ok'; db: DatabaseKind }> {
      try {
        await pingDatabase(db);
      } catch (error) {
        log.warn({ db: describeDatabaseError(error) }, 'database health check failed');
        throw new DatabaseUnavailableError({ cause: error });
      }
      return { status: 'ok', db: db.kind };
    },

    publicConfig: () => publicConfig,
  };
}
export type HealthService = ReturnType<typeof createHealthService>;

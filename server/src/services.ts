/** Builds every service once, over one database: the app's composition of features. */
import type { AppConfig } from './config';
import { LoginThrottle, type ThrottleLimits, DEFAULT_THROTTLE } from './auth/login-throttle';
import { createAuthService } from './auth/service';
import { createSessionUsers } from './auth/session-users';
import { createSignInRepository } from './auth/sign-in-repository';
import { createTokenService } from './auth/tokens';
import { createAssetsService } from './assets/service';
import { createDashboardRepository } from './dashboard/repository';
import { createDashboardService } from './dashboard/service';
import type { Db } from './db/database';
import { createTransactor } from './db/transactor';
import { createFilesService } from './files/service';
import { createHealthService } from './health/service';
import { createIdempotencyService } from './idempotency/service';
import { createQrCache } from './qr/cache';
import { qrSettings } from './qr/payload';
import { createRepositories } from './repositories';
import { createAssignmentsService } from './users/assignments';
import { createUsersService } from './users/service';

export interface ServiceOptions {
  throttle?: Partial<ThrottleLimits>;
  tokenLifetimeMs?: number;
}

export function createServices(db: Db, config: AppConfig, options: ServiceOptions = {}) {
  const tx = createTransactor(db, createRepositories);
  const qr = qrSettings(config);
  const qrCache = createQrCache();
  const tokens = createTokenService(config.jwtSecret, options.tokenLifetimeMs);
  const sessionUsers = createSessionUsers(tx.repositories.users);
  return {
    tokens,
    sessionUsers,
    qrCache,
    health: createHealthService(db, config),
    auth: createAuthService({
      tx,
      tokens,
      throttle: new LoginThrottle(createSignInRepository(db.kysely), {
        ...DEFAULT_THROTTLE,
        ...options.throttle,
      }),
    }),
    users: createUsersService(tx, (id) => sessionUsers.forget(id)),
    assignments: createAssignmentsService(tx, config.jwtSecret),
    assets: createAssetsService(tx),
    dashboard: createDashboardService({
      dashboard: createDashboardRepository(db.kysely),
      activity: tx.repositories.activity,
      assets: tx.repositories.assets,
    }),
    files: createFilesService(tx, qr, qrCache),
    idempotency: createIdempotencyService(tx.repositories.idempotency),
  };
}

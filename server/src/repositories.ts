/** Every feature's repositories over one connection: what the transactor hands the services. */
import type { Kysely } from 'kysely';
import { createActivityRepository } from './activity/repository';
import { createApiTokensRepository } from './api-tokens/repository';
import { createAssetsRepository } from './assets/repository';
import { createAssetTypesRepository } from './asset-types/repository';
import { createDueItemsRepository } from './compliance/due-items-repository';
import type { DatabaseKind } from './db/dialect';
import { createLocks } from './db/locks';
import type { Database } from './db/types';
import { createDocumentsRepository } from './documents/repository';
import { createFilesRepository } from './files/repository';
import { createIdempotencyRepository } from './idempotency/repository';
import { createImportsRepository } from './import/repository';
import { createInspectionsRepository } from './inspections/repository';
import { createLabelsRepository } from './labels/repository';
import { createPlansRepository } from './plans/repository';
import { createRemindersRepository } from './reminders/repository';
import { createRoundsRepository } from './rounds/repository';
import { createUsersRepository } from './users/repository';
import { createLocationsRepository } from './locations/repository';
import { createMapRepository } from './map/repository';
import { createDefectsRepository } from './defects/repository';

/** `locale`: ORGANISATION_LOCALE, whose collation the sort keys written and the short lists sorted follow. */
export function createRepositories(db: Kysely<Database>, kind: DatabaseKind, locale: string) {
  return {
    users: createUsersRepository(db, locale),
    assets: createAssetsRepository(db, kind, locale),
    assetTypes: createAssetTypesRepository(db, kind, locale),
    locations: createLocationsRepository(db),
    map: createMapRepository(db, kind),
    files: createFilesRepository(db),
    activity: createActivityRepository(db),
    locks: createLocks(db, kind),
    plans: createPlansRepository(db, locale),
    dueItems: createDueItemsRepository(db),
    inspections: createInspectionsRepository(db),
    idempotency: createIdempotencyRepository(db),
    documents: createDocumentsRepository(db),
    reminders: createRemindersRepository(db),
    rounds: createRoundsRepository(db, locale),
    labels: createLabelsRepository(db, locale),
    apiTokens: createApiTokensRepository(db),
    imports: createImportsRepository(db),
    defects: createDefectsRepository(db),
  };
}

import type { Kysely } from 'kysely';
import { nowIso } from '../db/ids';
import type { Database } from '../db/types';
import type { StoredFile } from '../common/images';

export function createFilesRepository(db: Kysely<Database>) {
  return {
    /** Names are content hashes: storing the same bytes twice is one row. */
    async save(file: StoredFile): Promise<void> {
      await db
        .insertInto('files')
        .values({
          name: file.name,
          content_type: file.contentType,
          bytes: file.bytes,
          size: file.bytes.length,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },

    find: (name: string) =>
      db
        .selectFrom('files')
        .select(['name', 'content_type', 'bytes'])
        .where('name', '=', name)
        .executeTakeFirst(),

    /** Removes the files no asset (and no defect photo) points at any more. */
    async deleteUnreferenced(names: (string | null)[]): Promise<void> {
      const candidates = names.filter((n): n is string => Boolean(n));
      if (candidates.length === 0) return;
      await db
        .deleteFrom('files')
        .where('name', 'in', candidates)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('assets')
                .select('assets.id')
                .where((inner) =>
                  inner.or([
                    inner('assets.image_file', '=', inner.ref('files.name')),
                    inner('assets.thumb_file', '=', inner.ref('files.name')),
                  ]),
                ),
            ),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('defect_photos')
                .select('defect_photos.id')
                .where('defect_photos.file_name', '=', eb.ref('files.name')),
            ),
          ),
        )
        .execute();
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;

import type { CreateUserInput, UpdateUserInput, User } from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import type { AuthUser } from '../common/auth-user';
import { assertNotCommonPassword } from '../common/password-policy';
import { hashPassword } from '../common/passwords';
import { isUniqueViolation } from '../db/dialect';
import { newId, nowIso } from '../db/ids';
import type { Locks } from '../db/locks';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError } from '../errors';
import { usernameKey } from '../common/username-key';
import type { UserRow, UsersRepository } from './repository';
import { assertTokenMayChangeRole, assertTokenMaySetPassword } from './token-limits';

interface UsersRepositories {
  users: UsersRepository;
  assets: AssetsRepository;
  activity: ActivityRepository;
  locks: Locks;
}

const toUserDto = (
  row: Pick<UserRow, 'id' | 'username' | 'role' | 'email' | 'duty_officer' | 'last_login' | 'created_at'>,
): User => ({
  _id: row.id,
  username: row.username,
  role: row.role,
  email: row.email,
  dutyOfficer: row.duty_officer === 1,
  lastLogin: row.last_login,
  createdAt: row.created_at,
});

const duplicate = (username: string, cause: unknown) =>
  new ConflictError('username-taken', `The username '${username}' is already taken`, { cause });

const lookAlike = (username: string, existing: string) =>
  new ConflictError(
    'username-look-alike',
    `The username '${username}' looks the same as the existing username '${existing}': choose one that reads differently`,
  );

/** Refuses a username that reads like another user's (a Cyrillic 'а' for an 'a', a full-width letter). */
async function assertDistinctName(users: UsersRepository, username: string, exceptId?: string) {
  const existing = await users.findLookAlike(username, exceptId);
  // The same letters in another case are the unique username key's 'already taken'.
  if (existing && usernameKey(existing.username) !== usernameKey(username))
    throw lookAlike(username, existing.username);
}

/** `changed` hears of every edit or deletion of a user, after it is committed (session caches drop it). */
export function createUsersService(
  tx: Transactor<UsersRepositories>,
  changed: (userId: string) => void = () => undefined,
) {
  return {
    list: async () => (await tx.read((r) => r.users.list())).map(toUserDto),

    hasAnyUser: async () => (await tx.read((r) => r.users.countAll())) > 0,

    /**
     * Skeletons for the accounts made before them. One that looks like an older account, or whose NFC
     * name is already another's key, keeps none (and its old key): every account keeps signing in.
     */
    async fillMissingSkeletons(): Promise<void> {
      for (const user of await tx.read((r) => r.users.withoutSkeleton())) {
        try {
          await tx.write((r) => r.users.setNameKeys(user.id, user.username));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
    },

    /** `actor` is who asks through the API (the first administrator at start has none). */
    async create(input: CreateUserInput, actor?: AuthUser): Promise<User> {
      if (actor) assertTokenMaySetPassword(actor, input.password);
      assertNotCommonPassword(input.password);
      const now = nowIso();
      const row = {
        id: newId(),
        username: input.username,
        password_hash: await hashPassword(input.password),
        role: input.role,
        email: input.email || null,
        duty_officer: input.dutyOfficer ? 1 : 0,
        token_version: 0,
        last_login: null,
        created_at: now,
        updated_at: now,
      };
      try {
        await tx.write(async (r) => {
          await assertDistinctName(r.users, input.username);
          await r.users.insert(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(input.username, error);
        throw error;
      }
      return toUserDto(row);
    },

    async update(actor: AuthUser, id: string, input: UpdateUserInput): Promise<User> {
      assertTokenMaySetPassword(actor, input.password);
      if (input.password) assertNotCommonPassword(input.password);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      try {
        const result = await tx.write(async (r) => {
          // Administrators first (a demotion counts them), then the user: the same order everywhere.
          if (input.role === 'user') await r.locks.admins();
          await r.locks.user(id, 'update');
          const user = await r.users.findById(id);
          if (!user) throw new NotFoundError('user-not-found', 'User not found');
          assertTokenMayChangeRole(actor, user, input.role);
          if (input.username !== undefined) await assertDistinctName(r.users, input.username, id);
          if (input.role === 'user' && user.role === 'admin') {
            if (user.id === actor.id)
              throw new ConflictError('cannot-demote-self', 'You cannot remove your own administrator role');
            if ((await r.users.countAdmins()) <= 1) {
              throw new ConflictError('last-administrator', 'The last administrator cannot be demoted');
            }
          }
          await r.users.update(id, {
            username: input.username ?? user.username,
            role: input.role ?? user.role,
            ...(input.email === undefined ? {} : { email: input.email || null }),
            ...(input.dutyOfficer === undefined ? {} : { duty_officer: input.dutyOfficer ? 1 : 0 }),
            updated_at: nowIso(),
            ...(passwordHash ? { password_hash: passwordHash, token_version: user.token_version + 1 } : {}),
          });
          const updated = await r.users.findById(id);
          if (!updated) throw new NotFoundError('user-not-found', 'User not found');
          return toUserDto(updated);
        });
        changed(id);
        return result;
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(input.username ?? '', error);
        throw error;
      }
    },

    /** Deleting a user unassigns their assets and says so in each asset's history. */
    async remove(actor: AuthUser, id: string): Promise<void> {
      await tx.write(async (r) => {
        await r.locks.admins();
        await r.locks.user(id, 'update');
        const user = await r.users.findById(id);
        if (!user) throw new NotFoundError('user-not-found', 'User not found');
        if (user.id === actor.id)
          throw new ConflictError('cannot-delete-self', 'You cannot delete your own account');
        if (user.role === 'admin' && (await r.users.countAdmins()) <= 1) {
          throw new ConflictError('last-administrator', 'The last administrator cannot be deleted');
        }
        const assets = await r.assets.unassignAllFrom(id);
        await r.activity.record(
          ...assets.map((asset) => ({
            action: 'unassigned' as const,
            details: `Unassigned from ${user.username} (user account deleted)`,
            asset,
            actor,
          })),
        );
        await r.users.delete(id);
      });
      changed(id);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

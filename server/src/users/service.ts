import type { CreateUserInput, UpdateUserInput, User } from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/dialect';
import { newId, nowIso } from '../db/ids';
import type { Locks } from '../db/locks';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError } from '../errors';
import type { UserRow, UsersRepository } from './repository';

interface UsersRepositories {
  users: UsersRepository;
  assets: AssetsRepository;
  activity: ActivityRepository;
  locks: Locks;
}

const toUserDto = (
  row: Pick<UserRow, 'id' | 'username' | 'role' | 'email' | 'last_login' | 'created_at'>,
): User => ({
  _id: row.id,
  username: row.username,
  role: row.role,
  email: row.email,
  lastLogin: row.last_login,
  createdAt: row.created_at,
});

const duplicate = (username: string, cause: unknown) =>
  new ConflictError(`The username '${username}' is already taken`, { cause });

/** `changed` hears of every edit or deletion of a user, after it is committed (session caches drop it). */
export function createUsersService(
  tx: Transactor<UsersRepositories>,
  changed: (userId: string) => void = () => undefined,
) {
  return {
    list: async () => (await tx.read((r) => r.users.list())).map(toUserDto),

    hasAnyUser: async () => (await tx.read((r) => r.users.countAll())) > 0,

    async create(input: CreateUserInput): Promise<User> {
      const now = nowIso();
      const row = {
        id: newId(),
        username: input.username,
        password_hash: await hashPassword(input.password),
        role: input.role,
        email: input.email || null,
        token_version: 0,
        last_login: null,
        created_at: now,
        updated_at: now,
      };
      try {
        await tx.write((r) => r.users.insert(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(input.username, error);
        throw error;
      }
      return toUserDto(row);
    },

    async update(actor: AuthUser, id: string, input: UpdateUserInput): Promise<User> {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      try {
        const result = await tx.write(async (r) => {
          // Administrators first (a demotion counts them), then the user: the same order everywhere.
          if (input.role === 'user') await r.locks.admins();
          await r.locks.user(id, 'update');
          const user = await r.users.findById(id);
          if (!user) throw new NotFoundError('User not found');
          if (input.role === 'user' && user.role === 'admin') {
            if (user.id === actor.id)
              throw new ConflictError('You cannot remove your own administrator role');
            if ((await r.users.countAdmins()) <= 1) {
              throw new ConflictError('The last administrator cannot be demoted');
            }
          }
          await r.users.update(id, {
            username: input.username ?? user.username,
            role: input.role ?? user.role,
            ...(input.email === undefined ? {} : { email: input.email || null }),
            updated_at: nowIso(),
            ...(passwordHash ? { password_hash: passwordHash, token_version: user.token_version + 1 } : {}),
          });
          const updated = await r.users.findById(id);
          if (!updated) throw new NotFoundError('User not found');
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
        if (!user) throw new NotFoundError('User not found');
        if (user.id === actor.id) throw new ConflictError('You cannot delete your own account');
        if (user.role === 'admin' && (await r.users.countAdmins()) <= 1) {
          throw new ConflictError('The last administrator cannot be deleted');
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

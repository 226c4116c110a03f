import { randomBytes } from 'node:crypto';
import { ConflictError } from '../errors';
import type { UsersService } from './service';

/**
 * On an empty database, creates the first administrator. Returns the password when it was generated.
 * Several instances starting together on one empty database all try: one creates the account, the
 * others find the name taken and start without one.
 */
export async function ensureFirstAdmin(
  users: UsersService,
  settings: { username: string; password: string | undefined },
): Promise<{ created: boolean; generatedPassword?: string }> {
  if (await users.hasAnyUser()) return { created: false };
  const generated = settings.password ? undefined : randomBytes(12).toString('base64url');
  try {
    await users.create({
      username: settings.username,
      password: settings.password ?? generated ?? '',
      role: 'admin',
    });
  } catch (error) {
    // Safe to drop: the name is taken because another instance created the first administrator.
    if (error instanceof ConflictError) return { created: false };
    throw error;
  }
  return generated ? { created: true, generatedPassword: generated } : { created: true };
}

import { randomBytes } from 'node:crypto';
import type { UsersRepository } from './repository';
import type { UsersService } from './service';

/** On an empty database, creates the first administrator. Returns the password when it was generated. */
export async function ensureFirstAdmin(
  repo: UsersRepository,
  service: UsersService,
  settings: { username: string; password: string | undefined },
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await repo.countAll()) > 0) return { created: false };
  const generated = settings.password ? undefined : randomBytes(12).toString('base64url');
  await service.create({
    username: settings.username,
    password: settings.password ?? generated ?? '',
    role: 'admin',
  });
  return generated ? { created: true, generatedPassword: generated } : { created: true };
}

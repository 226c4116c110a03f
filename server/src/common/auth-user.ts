import type { Role } from '@harbour/contract';

/** The signed-in user a request acts for: services check their rules against it and name it in history. */
export interface AuthUser {
  id: string;
  username: string;
  role: Role;
  /** Set when the caller is an API token acting for this user (api-tokens/service.ts). */
  token?: { id: string; name: string };
}

/** Who may open which area (SPEC.md section 6) and where each role lands after sign-in. */
import { paths } from '@/config/paths';

export const ADMIN_ROLE = 'admin';
export const USER_ROLE = 'user';

export function dashboardFor(role: string): string {
  return role === ADMIN_ROLE ? paths.admin.dashboard : paths.user.dashboard;
}

function inArea(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** Whether a signed-in user of this role may open the page at this path. */
export function canVisit(role: string, pathname: string): boolean {
  if (inArea(pathname, paths.admin.root)) return role === ADMIN_ROLE;
  if (inArea(pathname, paths.user.root)) return role === USER_ROLE;
  return pathname.startsWith('/a/');
}

export interface ReturnTo {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Back to the page the visitor asked for when their role may see it, else the role's dashboard. */
export function redirectAfterLogin(role: string, from: ReturnTo | null): string {
  if (from && canVisit(role, from.pathname)) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return dashboardFor(role);
}

/** Reads the page to return to from router location state, which is untyped. */
export function readReturnTo(state: unknown): ReturnTo | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from: unknown = state.from;
  if (
    typeof from !== 'object' ||
    from === null ||
    !('pathname' in from) ||
    typeof from.pathname !== 'string'
  ) {
    return null;
  }
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return { pathname: from.pathname, search, hash };
}

/** Username fallbacks of SPEC.md section 2. */
export function displayUsername(username: string | undefined, role: string | undefined): string {
  if (username) return username;
  return role === ADMIN_ROLE ? 'Administrator' : 'Employee001';
}

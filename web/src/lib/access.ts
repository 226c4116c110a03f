/** Who may open which area and where each role lands after sign-in. */
import { ROLES } from '@harbour/contract';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/translator';
import { sessionMessages as m } from './session-messages';

const [USER, ADMIN] = ROLES;

/** Any role other than admin is treated as a user. */
function isAdmin(role: string | undefined): boolean {
  return role === ADMIN;
}

export function dashboardFor(role: string): string {
  return isAdmin(role) ? paths.admin.dashboard : paths.user.dashboard;
}

/** The scanner of the role's own area. */
export function scanPathFor(role: string): string {
  return isAdmin(role) ? paths.admin.scan : paths.user.scan;
}

/** The area whose pages a role opens: 'admin' for an admin, 'user' for any other role. */
export function areaFor(role: string): 'admin' | 'user' {
  return isAdmin(role) ? 'admin' : 'user';
}

function inArea(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** Whether a signed-in user of this role may open the page at this path. */
function canVisit(role: string, pathname: string): boolean {
  if (inArea(pathname, paths.admin.root)) return isAdmin(role);
  if (inArea(pathname, paths.user.root)) return role === USER;
  return pathname.startsWith(`${paths.assetLink.root}/`) || pathname.startsWith(`${paths.labelCode.root}/`);
}

interface ReturnTo {
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

/** Username fallbacks when a user has no name to show. */
export function displayUsername(username: string | undefined, role: string | undefined): string {
  if (username) return username;
  return translate(isAdmin(role) ? m.fallbackAdmin : m.fallbackUser);
}

/** A role as people read it ('admin', 'user' in English); a role added by a newer server by its code. */
export function roleName(role: string): string {
  if (role === ADMIN) return translate(m.roleAdmin);
  if (role === USER) return translate(m.roleUser);
  return role;
}

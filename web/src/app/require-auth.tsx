/** Route guard: signed-out visitors go to /login (remembering the page), a wrong role to /unauthorized. */
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@harbour/contract';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export function RequireAuth({ role }: { role?: Role }) {
  const session = useSession();
  if (!session) return <SignInFirst />;
  if (role && session.role !== role) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}

/** To /login, which returns here once signed in. */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={paths.login} replace state={{ from: { pathname, search, hash } }} />;
}

/** Route guard: signed-out visitors go to /login (remembering the page), a wrong role to /unauthorized. */
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@harbour/contract';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export function RequireAuth({ role }: { role?: Role }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const { pathname, search, hash } = location;
    return <Navigate to={paths.login} replace state={{ from: { pathname, search, hash } }} />;
  }
  if (role && session.role !== role) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}

/** Route guard: signed-out visitors go to /login (remembering the page), a wrong role to /unauthorized. */
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export function RequireAuth({ role }: { role?: string }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const { pathname, search, hash } = location;
    return <Navigate to={paths.login} replace state={{ from: { pathname, search, hash } }} />;
  }
  if (role && session.role !== role) return <Navigate to={paths.unauthorized} replace />;
  return <Outlet />;
}

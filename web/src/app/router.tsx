/** The public routes; the signed-in ones are a chunk of their own (signed-in-routes.tsx), so / and /login stay small. */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/ui/page-loader';

const LandingPage = lazy(() =>
  import('@/features/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);
const LoginPage = lazy(() => import('@/features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const UnauthorizedPage = lazy(() =>
  import('@/features/errors/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
);
const loadSignedInRoutes = () => import('./signed-in-routes');
const SignedInRoutes = lazy(() => loadSignedInRoutes().then((m) => ({ default: m.SignedInRoutes })));

function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.unauthorized} element={<UnauthorizedPage />} />
        <Route path="*" element={<SignedInRoutes />} />
      </Routes>
    </Suspense>
  );
}

const PUBLIC_PATHS: readonly string[] = [paths.home, paths.login, paths.unauthorized];

/**
 * A signed-in screen opened directly (a link, a reload) fetches the signed-in route table at once, beside the
 * language; the app opened at the scanner (its home-screen shortcut) also its chunks: see app/open-at-scanner.ts.
 */
export function preloadOpenedRoute(pathname: string): void {
  if (!PUBLIC_PATHS.includes(pathname)) void loadSignedInRoutes();
  if (pathname !== paths.user.scan && pathname !== paths.admin.scan) return;
  // Its own chunk: the decoder's loader and the camera's settings stay out of every other first visit.
  void import('./open-at-scanner').then((m) =>
    m.openAtScanner(pathname === paths.admin.scan ? 'admin' : 'user'),
  );
}

export function AppRouter() {
  return (
    // Plain (not transition) updates, so a navigation and a session change land in the same render.
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The signed-in frame: sidebar (280 px, a drawer on small screens), top bar, the page, and a phone's bottom bar. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Menu } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { signOut, useSession } from '@/lib/session';
import { Logo } from '@/components/ui/logo';
import { Sidebar } from './sidebar';
import { BottomBar } from './bottom-bar';
import { chooseShortcuts, readPlaceUse, recordPlaceUse } from './shortcuts';
import type { LeftBehind } from './left-behind';
import { FIRST_SHORTCUTS, SCAN_PLACE, navItemsOf, type Area } from './nav-items';
import { useTranslation } from '@/i18n/use-translation';
import { layoutMessages as m } from './layout-messages';

// The badge (and the outbox it watches) loads after the page: no screen's first paint waits for it.
const SyncBadge = lazy(() => import('./sync-badge').then((m) => ({ default: m.SyncBadge })));
// Asked only when signing out leaves work on the phone: its code and the offline store load then.
const SignOutDialog = lazy(() => import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })));

async function workLeftBehind(): Promise<LeftBehind | null> {
  try {
    return await import('./left-behind').then((m) => m.leftBehindOnSignOut());
  } catch {
    // No offline store on this browser (private mode, storage off): nothing of the person's is on it.
    return null;
  }
}

export function AppLayout({ area }: { area: Area }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const [leaving, setLeaving] = useState<LeftBehind | null>(null);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  // The bar reads the counts as it draws, so a new favourite shows from the next page on.
  useEffect(() => {
    recordPlaceUse(area, pathname, navItemsOf(area));
  }, [area, pathname]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function signOutNow() {
    setLeaving(null);
    void navigate(paths.home);
    signOut();
    queryClient.clear();
  }

  async function logout() {
    const left = await workLeftBehind();
    if (left) setLeaving(left);
    else signOutNow();
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t(m.skipToContent)}
      </a>
      <Sidebar
        area={area}
        username={session?.username}
        role={session?.role}
        open={open}
        onClose={() => setOpen(false)}
        onLogout={() => void logout()}
      />
      {leaving ? (
        <Suspense fallback={null}>
          <SignOutDialog leftBehind={leaving} onSignOut={signOutNow} onCancel={() => setLeaving(null)} />
        </Suspense>
      ) : null}
      {open ? (
        <div
          className="fixed inset-0 z-30 bg-navy-950/50 lg:hidden"
          aria-hidden="true"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <div className="lg:pl-[280px]">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            aria-label={open ? t(m.closeNavigation) : t(m.openNavigation)}
            aria-expanded={open}
            aria-controls="app-sidebar"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </button>
          <Logo className="h-7 w-7 shrink-0 lg:hidden" />
          <span className="min-w-0 truncate text-sm font-semibold text-navy-900 lg:hidden">
            {t(m.product)}
          </span>
          <Suspense fallback={<span className="ml-auto h-12" aria-hidden="true" />}>
            <SyncBadge area={area} className="ml-auto" />
          </Suspense>
        </header>
        <main id="main-content" className="mx-auto w-full max-w-7xl px-4 pb-28 pt-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
      <BottomBar
        shortcuts={chooseShortcuts(
          readPlaceUse(area),
          navItemsOf(area),
          FIRST_SHORTCUTS[area],
          SCAN_PLACE[area],
        )}
        scan={SCAN_PLACE[area]}
        menuOpen={open}
        onMenu={() => setOpen(true)}
      />
    </div>
  );
}

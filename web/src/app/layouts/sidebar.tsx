import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CalendarDays, KeyRound, LogOut, X } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { usePublicConfig } from '@/lib/public-config';
import { displayUsername, roleName } from '@/lib/access';
import { paths } from '@/config/paths';
import { NAV_GROUPS, type Area } from './nav-items';
import { useTranslation } from '@/i18n/use-translation';
import { layoutMessages as m } from './layout-messages';

const CalendarFeedDialog = lazy(() =>
  import('@/features/calendar/components/calendar-feed-dialog').then((m) => ({
    default: m.CalendarFeedDialog,
  })),
);

interface SidebarProps {
  area: Area;
  username: string | undefined;
  role: string | undefined;
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

export function Sidebar({ area, username, role, open, onClose, onLogout }: SidebarProps) {
  const { t } = useTranslation();
  const { orgName } = usePublicConfig();
  const name = displayUsername(username, role);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a short screen the list scrolls: the place open now is kept in view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [pathname, open]);
  return (
    <aside
      id="app-sidebar"
      aria-label={t(m.sidebar)}
      className={`fixed inset-y-0 left-0 z-40 flex w-[280px] max-w-[85vw] flex-col bg-navy-900 text-navy-100 shadow-xl transition-transform duration-200 lg:translate-x-0 lg:shadow-none ${open ? 'translate-x-0' : '-translate-x-full'}`}
    >
      <div className="flex items-center gap-3 border-b border-white/10 px-5 py-5">
        <Logo className="h-10 w-10 shrink-0" />
        <div className="min-w-0 flex-1">
          <p
            className="line-clamp-2 break-words text-sm font-semibold leading-snug text-white"
            title={orgName}
          >
            {orgName}
          </p>
          <p className="text-xs text-teal-300">{t(m.product)}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t(m.closeNavigation)}
          className="rounded-lg p-1.5 text-navy-200 hover:bg-white/10 hover:text-white lg:hidden"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <nav ref={navRef} aria-label={t(m.mainNavigation)} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
        {NAV_GROUPS[area].map(({ heading, items }) => (
          <div key={items[0]?.to} className="mb-3 last:mb-0">
            {heading ? (
              <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-navy-300">
                {t(heading)}
              </p>
            ) : null}
            <ul className="space-y-1">
              {items.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    onClick={onClose}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                        isActive
                          ? 'bg-teal-500/15 text-white ring-1 ring-inset ring-teal-400/30'
                          : 'text-navy-200 hover:bg-white/5 hover:text-white'
                      }`
                    }
                  >
                    <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-white/10 p-4">
        <button
          type="button"
          onClick={() => {
            onClose();
            setCalendarOpen(true);
          }}
          className="mb-3 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-navy-200 hover:bg-white/5 hover:text-white"
        >
          <CalendarDays className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t(m.calendarFeed)}
        </button>
        {calendarOpen ? (
          <Suspense fallback={null}>
            <CalendarFeedDialog onClose={() => setCalendarOpen(false)} />
          </Suspense>
        ) : null}
        <NavLink
          to={paths[area].account}
          onClick={onClose}
          className="mb-3 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-navy-200 hover:bg-white/5 hover:text-white"
        >
          <KeyRound className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t(m.account)}
        </NavLink>
        <div className="mb-3 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-teal-500/20 text-sm font-semibold uppercase text-teal-200"
          >
            {name.slice(0, 2)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-white">{name}</p>
            <p className="text-xs capitalize text-navy-300">{role ? roleName(role) : null}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onLogout}
          className="flex w-full items-center justify-center gap-2 rounded-lg bg-white/5 px-3 py-2 text-sm font-medium text-navy-100 ring-1 ring-inset ring-white/10 hover:bg-white/10 hover:text-white"
        >
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t(m.logout)}
        </button>
      </div>
    </aside>
  );
}

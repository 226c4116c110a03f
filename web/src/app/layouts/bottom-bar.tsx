/** A phone's navigation under the thumb: the scanner in the middle, the three places used most, and the menu. */
import { NavLink } from 'react-router';
import { Menu } from 'lucide-react';
import type { NavItem } from './nav-items';
import { useTranslation } from '@/i18n/use-translation';
import { layoutMessages as m } from './layout-messages';

interface BottomBarProps {
  shortcuts: NavItem[];
  scan: NavItem;
  menuOpen: boolean;
  onMenu: () => void;
}

const itemLook =
  'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-center text-[11px] font-medium leading-tight';

function Shortcut({ place }: { place: NavItem }) {
  const { t } = useTranslation();
  const Icon = place.icon;
  return (
    <NavLink
      to={place.to}
      className={({ isActive }) =>
        `${itemLook} ${isActive ? 'text-teal-800' : 'text-slate-600 hover:text-navy-900'}`
      }
    >
      <Icon className="h-6 w-6" aria-hidden="true" />
      {t(place.label)}
    </NavLink>
  );
}

export function BottomBar({ shortcuts, scan, menuOpen, onMenu }: BottomBarProps) {
  const { t } = useTranslation();
  const [first, second, third] = shortcuts;
  const ScanIcon = scan.icon;
  return (
    <nav
      aria-label={t(m.shortcuts)}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-5 items-end gap-1 px-2 py-1">
        <li>{first ? <Shortcut place={first} /> : null}</li>
        <li>{second ? <Shortcut place={second} /> : null}</li>
        <li>
          <NavLink to={scan.to} className={`${itemLook} text-navy-900`}>
            <span className="-mt-5 flex h-14 w-14 items-center justify-center rounded-full bg-teal-700 text-white shadow-lg ring-4 ring-white">
              <ScanIcon className="h-7 w-7" aria-hidden="true" />
            </span>
            {t(m.scan)}
          </NavLink>
        </li>
        <li>{third ? <Shortcut place={third} /> : null}</li>
        <li>
          <button
            type="button"
            onClick={onMenu}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            className={`${itemLook} text-slate-600 hover:text-navy-900`}
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
            {t(m.menu)}
          </button>
        </li>
      </ul>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/components/ui/logo';
import { LanguagePicker } from '@/i18n/language-picker';
import { usePublicConfig } from '@/lib/public-config';

/** A visitor's page: the authority's name, the language switcher, and one column that fits a phone. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  const { orgName } = usePublicConfig();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-white/10 bg-navy-900">
        <div className="mx-auto flex h-16 max-w-2xl items-center justify-between gap-3 px-4">
          <Link to={paths.home} className="flex min-w-0 items-center gap-3 rounded-lg">
            <Logo className="h-9 w-9 shrink-0" />
            <span className="truncate text-sm font-semibold text-white">{orgName}</span>
          </Link>
          <LanguagePicker tone="dark" />
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-6">{children}</main>
    </div>
  );
}

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { LanguagePicker } from '@/i18n/language-picker';
import { useTranslation } from '@/i18n/use-translation';
import { landingMessages as m } from '../landing-messages';

export function LandingHeader({ orgName }: { orgName: string }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-navy-900/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex min-w-0 items-center gap-3 rounded-lg">
          <Logo className="h-9 w-9 shrink-0" />
          <span className="truncate text-sm font-semibold text-white sm:text-base">{orgName}</span>
        </Link>
        <div className="flex shrink-0 items-center gap-2">
          <LanguagePicker tone="dark" />
          <Link to={paths.login} className={buttonClasses('accent', 'md')}>
            {t(m.login)}
          </Link>
        </div>
      </div>
    </header>
  );
}

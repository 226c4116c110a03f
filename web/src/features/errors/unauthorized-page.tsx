import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { useTranslation } from '@/i18n/use-translation';
import { errorPageMessages as m } from './errors-messages';

export function UnauthorizedPage() {
  const { supportEmail } = usePublicConfig();
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-600 ring-1 ring-inset ring-amber-200">
          <ShieldAlert className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-navy-900">{t(m.accessRestricted)}</h1>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">{t(m.noPermission)}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={paths.home} className={buttonClasses('secondary')}>
            {t(m.backHome)}
          </Link>
          <Link to={paths.login} className={buttonClasses('primary')}>
            {t(m.signIn)}
          </Link>
        </div>
        <p className="mt-8 text-xs text-slate-500">
          {t(m.supportContact)}{' '}
          <a
            href={`mailto:${supportEmail}`}
            className="font-medium text-teal-700 underline-offset-2 hover:underline"
          >
            {supportEmail}
          </a>
        </p>
      </div>
    </main>
  );
}

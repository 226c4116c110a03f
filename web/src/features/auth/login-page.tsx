import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ArrowLeft, Loader2, Lock, User } from 'lucide-react';
import { paths } from '@/config/paths';
import { dashboardFor, readReturnTo, redirectAfterLogin } from '@/lib/access';
import { messageOr } from '@/lib/error-message';
import { usePublicConfig } from '@/lib/public-config';
import { signIn, useSession } from '@/lib/session';
import { Logo } from '@/components/ui/logo';
import { TextField } from '@/components/ui/text-field';
import { login } from './api/login';
import { LanguagePicker } from '@/i18n/language-picker';
import { setLanguage } from '@/i18n/language-store';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { loginMessages as m } from './login-messages';
import { LoginAside } from './components/login-aside';

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [tried, setTried] = useState(false);
  const { orgName } = usePublicConfig();
  const { t } = useTranslation();
  const returnTo = readReturnTo(location.state);
  const fromLabel = [paths.assetLink.root, paths.labelCode.root].some(
    (root) => returnTo?.pathname.startsWith(`${root}/`) ?? false,
  );
  const usernameMissing = tried && !username.trim() ? t(m.usernameMissing) : undefined;
  const passwordMissing = tried && !password ? t(m.passwordMissing) : undefined;

  if (session && !submitting) return <Navigate to={dashboardFor(session.role)} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setTried(true);
      toast.error(t(m.emptyFields));
      return;
    }
    setSubmitting(true);
    try {
      const answer = await login({ username: username.trim(), password });
      // The language chosen on the Account page follows the person to this device.
      if (answer.language) await setLanguage(answer.language);
      signIn({ token: answer.token, role: answer.role, username: answer.username || username.trim() });
      toast.success(translate(m.welcome));
      void navigate(redirectAfterLogin(answer.role, returnTo), { replace: true });
    } catch (error) {
      toast.error(messageOr(error, t(m.failed)));
      setSubmitting(false);
    }
  }

  return (
    <div className="flex min-h-screen bg-slate-50">
      <LoginAside />
      <main className="flex flex-1 flex-col justify-center px-4 py-10 sm:px-8">
        <div className="mx-auto w-full max-w-sm">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-3">
            <Link
              to={paths.home}
              className="inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-navy-800"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {t(m.backHome)}
            </Link>
            <LanguagePicker />
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <Logo className="h-12 w-12" />
            {/* The brand panel with the authority's name is hidden on narrow screens: named here instead. */}
            <p className="mt-4 break-words text-sm font-semibold text-navy-800 lg:hidden">{orgName}</p>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-navy-900">{t(m.title)}</h1>
            <p className="mt-1 text-sm text-slate-500">{t(m.subtitle)}</p>
            {fromLabel ? (
              <p className="mt-4 rounded-lg bg-teal-50 px-3 py-2 text-sm font-medium text-teal-900 ring-1 ring-inset ring-teal-200">
                {t(m.fromLabel)}
              </p>
            ) : null}
            <form className="mt-8 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
              <TextField
                id="login-username"
                name="username"
                label={t(m.username)}
                icon={User}
                size="lg"
                autoComplete="username"
                required
                placeholder={t(m.usernamePlaceholder)}
                error={usernameMissing}
                value={username}
                disabled={submitting}
                onChange={(event) => setUsername(event.target.value)}
              />
              <TextField
                id="login-password"
                name="password"
                type="password"
                label={t(m.password)}
                icon={Lock}
                size="lg"
                autoComplete="current-password"
                required
                placeholder={t(m.passwordPlaceholder)}
                error={passwordMissing}
                value={password}
                disabled={submitting}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button
                type="submit"
                disabled={submitting}
                className="flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-navy-800 sm:h-11 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-500 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {submitting ? t(m.signingIn) : t(m.signIn)}
              </button>
            </form>
          </div>
        </div>
      </main>
    </div>
  );
}

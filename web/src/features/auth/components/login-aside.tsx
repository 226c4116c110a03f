import { Anchor, QrCode, ShieldCheck } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { usePublicConfig } from '@/lib/public-config';
import { useTranslation } from '@/i18n/use-translation';
import { loginMessages as m } from '../login-messages';

const points = [
  { icon: QrCode, text: m.asideScan },
  { icon: ShieldCheck, text: m.asideRoles },
  { icon: Anchor, text: m.asideBuilt },
];

/** The brand panel beside the sign-in form on wide screens. */
export function LoginAside() {
  const { orgName } = usePublicConfig();
  const { t } = useTranslation();
  return (
    <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-navy-900 p-12 text-white lg:flex">
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-80 w-80 rounded-full bg-teal-500/10" />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 h-96 w-96 rounded-full bg-navy-700/60"
      />
      <div className="relative flex items-center gap-3">
        <Logo className="h-10 w-10" />
        <span className="font-semibold">{orgName}</span>
      </div>
      <div className="relative">
        <h2 className="text-3xl font-bold leading-tight">{t(m.asideTitle)}</h2>
        <ul className="mt-8 space-y-4">
          {points.map(({ icon: Icon, text }) => (
            <li key={text.id} className="flex items-center gap-3 text-navy-100">
              <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-teal-500/15 text-teal-300">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {t(text)}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-xs text-navy-300">{t(m.asideNotice)}</p>
    </aside>
  );
}

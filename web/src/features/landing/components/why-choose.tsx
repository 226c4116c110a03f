import { Anchor, Globe2, RefreshCw, type LucideIcon } from 'lucide-react';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { landingMessages as m } from '../landing-messages';

interface Reason {
  icon: LucideIcon;
  title: Message<string>;
  text: Message<string>;
}

const reasons: Reason[] = [
  {
    icon: Anchor,
    title: m.expertiseTitle,
    text: m.expertiseText,
  },
  {
    icon: RefreshCw,
    title: m.realTimeTitle,
    text: m.realTimeText,
  },
  {
    icon: Globe2,
    title: m.accessTitle,
    text: m.accessText,
  },
];

export function WhyChoose() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-navy-900">
          {t(m.whyTitle)}
        </h2>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className="text-center">
              <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-teal-50 text-teal-700 ring-1 ring-inset ring-teal-100">
                <Icon className="h-7 w-7" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-navy-900">{t(title)}</h3>
              <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Activity, ClipboardCheck, QrCode, Users, type LucideIcon } from 'lucide-react';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { landingMessages as m } from '../landing-messages';

interface Feature {
  icon: LucideIcon;
  title: Message<string>;
  text: Message<string>;
}

const features: Feature[] = [
  {
    icon: QrCode,
    title: m.trackingTitle,
    text: m.trackingText,
  },
  {
    icon: Activity,
    title: m.analyticsTitle,
    text: m.analyticsText,
  },
  {
    icon: ClipboardCheck,
    title: m.complianceTitle,
    text: m.complianceText,
  },
  {
    icon: Users,
    title: m.crewTitle,
    text: m.crewText,
  },
];

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-teal-700">{t(m.featuresEyebrow)}</p>
        <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900">
          {t(m.featuresTitle)}
        </h2>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title.id}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-navy-50 text-navy-700 ring-1 ring-inset ring-navy-100">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-base font-semibold text-navy-900">{t(title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

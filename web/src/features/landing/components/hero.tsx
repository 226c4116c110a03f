import { Link } from 'react-router';
import { ArrowRight, QrCode } from 'lucide-react';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { landingMessages as m } from '../landing-messages';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute -right-40 top-10 h-[28rem] w-[28rem] rounded-full bg-teal-500/10 blur-2xl"
      />
      <svg
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-24 w-full text-slate-50"
        viewBox="0 0 1440 96"
        preserveAspectRatio="none"
      >
        <path
          fill="currentColor"
          d="M0 64c120-21 240-32 360-21s240 43 360 43 240-32 360-43 240 0 360 21v32H0z"
        />
      </svg>
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-32 pt-16 sm:px-6 md:pt-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-teal-500/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-teal-300 ring-1 ring-inset ring-teal-400/30">
            <QrCode className="h-3.5 w-3.5" aria-hidden="true" />
            {t(m.badge)}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">{t(m.title)}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-navy-200">{t(m.lead)}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={paths.login} className={buttonClasses('accent', 'lg')}>
              {t(m.getStarted)}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 backdrop-blur">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs uppercase tracking-wider text-navy-200">{t(m.sampleAsset)}</p>
            <p className="mt-1 font-semibold">{t(m.sampleName)}</p>
          </div>
          <span className="rounded-full bg-blue-400/20 px-2.5 py-0.5 text-xs font-medium text-blue-200">
            {t(m.sampleStatus)}
          </span>
        </div>
        <div className="mt-6 grid grid-cols-[auto_1fr] items-center gap-6">
          <img src="/qr-sample.svg" alt="" className="h-28 w-28 rounded-lg bg-white p-2" />
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-navy-200">{t(m.sampleLocationLabel)}</dt>
              <dd className="font-medium">{t(m.sampleLocation)}</dd>
            </div>
            <div>
              <dt className="text-navy-200">{t(m.sampleAssigneeLabel)}</dt>
              <dd className="font-medium">{t(m.sampleAssignee)}</dd>
            </div>
          </dl>
        </div>
        <div className="mt-6 grid grid-cols-3 gap-3 text-center">
          {/* What a scan does, not figures: a sample card has no register to count. */}
          {[
            [t(m.stepScan), t(m.stepScanWhat)],
            [t(m.stepSee), t(m.stepSeeWhat)],
            [t(m.stepRecord), t(m.stepRecordWhat)],
          ].map(([value, label]) => (
            <div key={label} className="rounded-lg bg-white/5 px-2 py-3">
              <p className="text-lg font-semibold text-teal-300">{value}</p>
              <p className="text-xs text-navy-200">{label}</p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

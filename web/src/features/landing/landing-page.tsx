import { usePublicConfig } from '@/lib/public-config';
import { useTranslation } from '@/i18n/use-translation';
import { landingMessages as m } from './landing-messages';
import { LandingHeader } from './components/landing-header';
import { Hero } from './components/hero';
import { FeatureGrid } from './components/feature-grid';
import { WhyChoose } from './components/why-choose';

export function LandingPage() {
  const { orgName } = usePublicConfig();
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <div className="min-h-screen bg-slate-50">
      <LandingHeader orgName={orgName} />
      <main>
        <Hero />
        <FeatureGrid />
        <WhyChoose />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50 py-8 text-center text-sm text-slate-500">
        {t(m.footer, { year, orgName })}
      </footer>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Copy } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { publicReportMessages as m } from '../public-report-messages';

/** The reference in large type, to copy, and the way to its status page. */
export function ReportSent({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="report-sent-title" className="space-y-5">
      <h1 id="report-sent-title" className="flex items-center gap-2 text-2xl font-bold text-navy-900">
        <CheckCircle2 className="h-7 w-7 shrink-0 text-teal-700" aria-hidden="true" />
        {t(m.sentTitle)}
      </h1>
      <div>
        <p className="text-base text-slate-700">{t(m.yourReference)}</p>
        <p
          className="mt-1 select-all break-all font-mono text-4xl font-bold tracking-wider text-navy-900"
          data-testid="report-reference"
        >
          {reference}
        </p>
      </div>
      <p className="text-base text-slate-700">{t(m.keepReference)}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          size="lg"
          className="h-14"
          onClick={() =>
            void navigator.clipboard?.writeText(reference).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy className="h-5 w-5" aria-hidden="true" />
          <span aria-live="polite">{copied ? t(m.copied) : t(m.copy)}</span>
        </Button>
        <Link to={paths.publicReport.build(reference)} className={`${buttonClasses('accent', 'lg')} h-14`}>
          {t(m.followStatus)}
        </Link>
      </div>
    </section>
  );
}

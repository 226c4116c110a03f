/** /l/:code, the address printed on a blank label: opens the asset it is linked to, or lets an admin link it. */
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CircleSlash, LayoutDashboard, ScanLine } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { PageLoader } from '@/components/ui/page-loader';
import { buttonClasses } from '@/components/ui/button';
import { dashboardFor, scanPathFor } from '@/lib/access';
import { useSession } from '@/lib/session';
import { useLabelCode } from './api/get-label-code';
import { LinkLabelForm } from './components/link-label-form';
import { useTranslation } from '@/i18n/use-translation';
import { labelCodeMessages as m } from './label-code-messages';
import { codeFromAddress, labelCodeErrorMessage, labelCodeOutcome } from './label-code-outcome';

export function LabelCodePage() {
  const { code: param = '' } = useParams();
  const code = codeFromAddress(param);
  const role = useSession()?.role ?? '';
  const { t } = useTranslation();
  return (
    <LabelFrame role={role} code={code}>
      {code === null ? <Problem message={t(m.invalid)} /> : <LabelCodeBody code={code} role={role} />}
    </LabelFrame>
  );
}

function LabelCodeBody({ code, role }: { code: string; role: string }) {
  const { t } = useTranslation();
  const label = useLabelCode(code);
  if (label.isPending) return <PageLoader label={t(m.loading)} />;
  if (label.isError) return <Problem message={labelCodeErrorMessage(label.error)} />;
  const outcome = labelCodeOutcome(label.data, role);
  if (outcome.kind === 'open') return <Navigate to={outcome.to} replace />;
  if (outcome.kind === 'link') return <LinkLabelForm code={code} role={role} />;
  return <Problem message={outcome.message} />;
}

function LabelFrame({ role, code, children }: { role: string; code: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8">
      <div className="mx-auto max-w-2xl">
        <Link to={dashboardFor(role)} className="mb-6 flex items-center gap-2 text-navy-900">
          <Logo className="h-8 w-8" />
          <span className="font-semibold">{code ? t(m.labelCode, { code }) : t(m.label)}</span>
        </Link>
        <Card className="p-5 sm:p-6">{children}</Card>
        <nav className="mt-6 flex flex-wrap gap-3" aria-label={t(m.nextSteps)}>
          <Link to={scanPathFor(role)} className={`${buttonClasses('accent', 'lg')} min-h-12`}>
            <ScanLine className="h-4 w-4" aria-hidden="true" />
            {t(m.scanAnother)}
          </Link>
          <Link to={dashboardFor(role)} className={`${buttonClasses('secondary', 'lg')} min-h-12`}>
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
            {t(m.dashboard)}
          </Link>
        </nav>
      </div>
    </main>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 text-red-800" data-testid="label-code-message">
      <CircleSlash className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

import { Loader2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { pageLoaderMessages as m } from './page-loader-messages';

/** A centred spinner with a visible label, for route and data loading. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-500"
    >
      <Loader2 className="h-8 w-8 animate-spin text-teal-600" aria-hidden="true" />
      <p className="text-sm font-medium">{label ?? t(m.loading)}</p>
    </div>
  );
}

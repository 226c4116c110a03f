import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from '../dashboard-messages';

/** The dashboard's failure message with a way to reload the page. */
export function DashboardError({ message, asButton }: { message: string; asButton: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto mt-10 max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-red-200"
    >
      <AlertTriangle className="mx-auto h-8 w-8 text-red-600" aria-hidden="true" />
      <p className="mt-3 text-sm font-medium text-red-700">{message}</p>
      {asButton ? (
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 inline-flex items-center gap-2 rounded-lg bg-navy-800 px-4 py-2 text-sm font-medium text-white hover:bg-navy-700"
        >
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t(m.reloadPage)}
        </button>
      ) : (
        <a
          href={window.location.href}
          className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-teal-700 underline-offset-2 hover:underline"
        >
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t(m.reloadPage)}
        </a>
      )}
    </div>
  );
}

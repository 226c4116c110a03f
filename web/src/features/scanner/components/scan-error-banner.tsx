import { AlertCircle, X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { scannerMessages as m } from '../scanner-messages';

export function ScanErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid="scan-error"
      className="mb-4 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t(m.dismissError)}
        className="rounded p-0.5 text-red-600 hover:bg-red-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

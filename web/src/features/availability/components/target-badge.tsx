import { useTranslation } from '@/i18n/use-translation';
import { availabilityMessages as m } from '../availability-messages';

/** Below target in red words (not colour alone), on target in green, no target in grey. */
export function TargetBadge({ target, below }: { target: number | null; below: boolean }) {
  const { t } = useTranslation();
  if (target === null) return <span className="text-slate-500">{t(m.noTarget)}</span>;
  return below ? (
    <span className="inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      {t(m.belowTarget)}
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      {t(m.onTarget)}
    </span>
  );
}

/** Above a scanned asset's details: what is due on it now and since when, each with one big button to start it. */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ClipboardCheck, Clock } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { areaFor } from '@/lib/access';
import { assetInspectionsQueryOptions } from '@/lib/asset-inspections';
import { duePhrase, needsWork } from '@/lib/due-phrase';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/i18n/use-translation';
import { scannerMessages as m } from '../scanner-messages';

export function ScanDueItems({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const area = paths[areaFor(useSession()?.role ?? '')];
  const inspections = useQuery(assetInspectionsQueryOptions(assetId));
  const due = (inspections.data?.due ?? []).filter(needsWork);
  if (due.length === 0) return null;

  return (
    <div className="mb-5 space-y-3" data-testid="scan-due">
      {due.map((item) => {
        const overdue = item.status === 'overdue';
        const Icon = overdue ? AlertTriangle : Clock;
        return (
          <div
            key={item.sourceId}
            className={`rounded-xl p-4 ring-2 ${overdue ? 'bg-red-50 ring-red-700' : 'bg-amber-50 ring-amber-600'}`}
          >
            <p className="flex items-start gap-2 text-base font-semibold text-slate-900">
              <Icon
                className={`mt-0.5 h-5 w-5 shrink-0 ${overdue ? 'text-red-700' : 'text-amber-800'}`}
                aria-hidden="true"
              />
              <span>
                {item.name}: {duePhrase(item)}
              </span>
            </p>
            <Link
              to={area.inspect(assetId, item.sourceId)}
              aria-label={t(m.startInspectionOf, { name: item.name })}
              className={`${buttonClasses('accent', 'lg')} mt-3 h-14 w-full text-lg`}
            >
              <ClipboardCheck className="h-6 w-6" aria-hidden="true" />
              {t(m.startInspection)}
            </Link>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Above a scanned asset's details: what is overdue or due on it now and since when, each with the one action
 * that resolves it: an inspection's big Start button; a certificate's upload, or for an employee, who does it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ClipboardCheck, Clock, FileUp } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { areaFor } from '@/lib/access';
import { assetComplianceQueryOptions } from '@/lib/asset-compliance';
import { assetInspectionsQueryOptions } from '@/lib/asset-inspections';
import { useOnline } from '@/lib/offline/use-offline-state';
import { duePhrase, needsWork } from '@/lib/due-phrase';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/i18n/use-translation';
import { scannerMessages as m } from '../scanner-messages';

interface DueNow {
  key: string;
  name: string;
  overdue: boolean;
  phrase: string;
  action: ReactNode;
}

export function ScanDueItems({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const role = useSession()?.role ?? '';
  const area = paths[areaFor(role)];
  // Inspections come with their checklists (and from the phone's store without signal); certificates from
  // the asset's compliance, when there is signal.
  const inspections = useQuery(assetInspectionsQueryOptions(assetId));
  const compliance = useQuery({ ...assetComplianceQueryOptions(assetId), enabled: useOnline() });
  const bigButton = `${buttonClasses('accent', 'lg')} mt-3 h-14 w-full text-lg`;
  const due: DueNow[] = [
    ...(inspections.data?.due ?? []).filter(needsWork).map((item) => ({
      key: `inspection-${item.sourceId}`,
      name: item.name,
      overdue: item.status === 'overdue',
      phrase: duePhrase(item),
      action: (
        <Link
          to={area.inspect(assetId, item.sourceId)}
          aria-label={t(m.startInspectionOf, { name: item.name })}
          className={bigButton}
        >
          <ClipboardCheck className="h-6 w-6" aria-hidden="true" />
          {t(m.startInspection)}
        </Link>
      ),
    })),
    ...(compliance.data?.items ?? [])
      .filter((item) => item.kind === 'document' && needsWork(item))
      .map((item) => ({
        key: `document-${item.sourceId}`,
        name: item.name,
        overdue: item.status === 'overdue',
        phrase: duePhrase(item),
        action:
          role === 'admin' ? (
            <Link
              to={`${area.asset(assetId)}#documents`}
              aria-label={t(m.replaceCertificateOf, { name: item.name })}
              className={bigButton}
            >
              <FileUp className="h-6 w-6" aria-hidden="true" />
              {t(m.replaceCertificate)}
            </Link>
          ) : (
            <p className="mt-2 text-base font-medium text-slate-800">{t(m.administratorReplaces)}</p>
          ),
      })),
  ];
  if (due.length === 0) return null;

  return (
    <div className="mb-5 space-y-3" data-testid="scan-due">
      {due.map((item) => {
        const Icon = item.overdue ? AlertTriangle : Clock;
        return (
          <div
            key={item.key}
            className={`rounded-xl p-4 ring-2 ${item.overdue ? 'bg-red-50 ring-red-700' : 'bg-amber-50 ring-amber-600'}`}
          >
            <p className="flex items-start gap-2 text-base font-semibold text-slate-900">
              <Icon
                className={`mt-0.5 h-5 w-5 shrink-0 ${item.overdue ? 'text-red-700' : 'text-amber-800'}`}
                aria-hidden="true"
              />
              <span>
                {item.name}: {item.phrase}
              </span>
            </p>
            {item.action}
          </div>
        );
      })}
    </div>
  );
}

/** /<area>/assets/:id/inspect/:planId: record one due inspection of one asset, then show what it recorded. */
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, ScanLine } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { PageLoader } from '@/components/ui/page-loader';
import { DueStatusBadge } from '@/components/ui/due-status-badge';
import { OfflineDataNote } from '@/components/ui/offline-data-note';
import { paths } from '@/config/paths';
import { assetInspectionsQueryOptions } from '@/lib/asset-inspections';
import { ASSET_LOAD_MESSAGES, assetLoadErrorMessage, isAssetId } from '@/lib/asset-load-error';
import { duePhrase } from '@/lib/due-phrase';
import type { DueInspectionView } from '@/lib/readers/compliance-readers';
import type { RecordedInspection } from './api/record-inspection';
import { InspectionForm } from './components/inspection-form';
import { InspectionResult } from './components/inspection-result';
import { returnPathFrom } from './return-path';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { inspectionMessages as m } from './inspection-messages';

export function InspectionPage({ area }: { area: 'user' | 'admin' }) {
  const { t } = useTranslation();
  const { id = '', planId = '' } = useParams();
  const valid = isAssetId(id);
  const inspections = useQuery({ ...assetInspectionsQueryOptions(id), enabled: valid });
  const [recorded, setRecorded] = useState<RecordedInspection | null>(null);
  const navigate = useNavigate();
  const assetPage = paths[area].asset(id);
  // Opened from a round's scan: saving (or cancelling) goes back to it.
  const returnTo = returnPathFrom(useLocation().search, area);

  if (!valid) return <Problem message={ASSET_LOAD_MESSAGES.invalidId} />;
  if (inspections.isPending) return <PageLoader label={t(m.loadingChecklist)} />;
  if (inspections.isError) return <Problem message={assetLoadErrorMessage(inspections.error)} />;
  const due = inspections.data.due.find((item) => item.sourceId === planId);
  if (!due && !recorded) return <Problem message={t(m.notPlanned)} />;

  return (
    <div className="mx-auto max-w-2xl">
      <OfflineDataNote storedAt={inspections.data.storedAt} />
      {due ? <Heading due={due} /> : null}
      {recorded ? (
        <InspectionResult
          inspection={recorded}
          actions={
            <>
              <Link to={assetPage} className={`${buttonClasses('primary', 'lg')} h-14`}>
                <ClipboardList className="h-5 w-5" aria-hidden="true" />
                {t(m.openAssetPage)}
              </Link>
              <Link to={paths[area].scan} className={`${buttonClasses('secondary', 'lg')} h-14`}>
                <ScanLine className="h-5 w-5" aria-hidden="true" />
                {t(m.scanNext)}
              </Link>
            </>
          }
        />
      ) : due ? (
        <InspectionForm
          due={due}
          onRecorded={(inspection) => {
            if (!inspection) {
              toast.success(translate(m.savedOffline));
              return void navigate(returnTo ?? paths[area].scan);
            }
            if (!returnTo) return setRecorded(inspection);
            toast.success(translate(m.recorded));
            void navigate(returnTo);
          }}
          onCancel={() => void navigate(returnTo ?? assetPage)}
        />
      ) : null}
    </div>
  );
}

function Heading({ due }: { due: DueInspectionView }) {
  return (
    <header className="mb-5">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{due.name}</h1>
      <p className="mt-1 text-base font-medium text-slate-800">{due.assetName}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <DueStatusBadge status={due.status} />
        <span>{duePhrase(due)}</span>
        {due.reference ? <span className="basis-full">{due.reference}</span> : null}
      </p>
    </header>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-2xl">
      <ListState kind="error" message={message} />
    </Card>
  );
}

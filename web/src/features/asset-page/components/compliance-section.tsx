import { useQuery } from '@tanstack/react-query';
import { Card, CardHeader } from '@/components/ui/card';
import { ComplianceBanner } from '@/components/ui/compliance-banner';
import { ListState } from '@/components/ui/list-state';
import { messageOr } from '@/lib/error-message';
import { assetComplianceQueryOptions } from '@/lib/asset-compliance';
import { complianceDetail } from '../compliance-summary';
import { DueItemRow } from './due-item-row';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

interface ComplianceSectionProps {
  assetId: string;
  /** Where the form of a due inspection opens, by plan id. */
  inspectPath: (planId: string) => string;
}

/** Overdue, due soon, ok or no plan, big; then each item with its date, soonest first. */
export function ComplianceSection({ assetId, inspectPath }: ComplianceSectionProps) {
  const { t } = useTranslation();
  const compliance = useQuery(assetComplianceQueryOptions(assetId));
  if (compliance.isPending) return <ListState kind="loading" message={t(m.loadingCompliance)} />;
  if (compliance.isError)
    return <ListState kind="error" message={messageOr(compliance.error, t(m.complianceFailed))} />;

  const items = [...compliance.data.items].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  return (
    <section aria-labelledby="compliance-heading" className="space-y-4">
      <h2 id="compliance-heading" className="sr-only">
        {t(m.compliance)}
      </h2>
      <ComplianceBanner status={compliance.data.status} detail={complianceDetail(compliance.data)} />
      {items.length > 0 ? (
        <Card>
          <CardHeader title={t(m.dueItems)} />
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <DueItemRow
                key={`${item.kind}-${item.sourceId}`}
                item={item}
                inspectPath={item.kind === 'inspection' && item.sourceId ? inspectPath(item.sourceId) : null}
              />
            ))}
          </ul>
        </Card>
      ) : null}
    </section>
  );
}

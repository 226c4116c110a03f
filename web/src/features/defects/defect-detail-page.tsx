/** /admin/defects/:id: one defect (photos, position, contact, reporter, its group's reports) and its triage. */
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { formatChartPosition } from '@harbour/contract';
import { Card } from '@/components/ui/card';
import { DetailItem } from '@/components/ui/detail-item';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ListState } from '@/components/ui/list-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { messageOr } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-date';
import { ASSET_PLACEHOLDER } from '@/lib/resolve-image-url';
import { useDefect, type DefectDetail } from './api/get-defect';
import { useAssetDefects } from './api/get-defects';
import { DefectStateBadge, SeverityBadge } from './components/defect-badges';
import { TriageActions } from './components/triage-actions';
import { defectMessages as m } from './defect-messages';

export function DefectDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const defect = useDefect(id);
  let body;
  if (defect.isPending) body = <PageLoader label={t(m.loadingDefect)} />;
  else if (defect.isError)
    body = (
      <Card>
        <ListState kind="error" message={messageOr(defect.error, t(m.defectFailed))} />
      </Card>
    );
  else body = <DefectView defect={defect.data} />;
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to={paths.admin.defects}
        className="mb-4 inline-flex min-h-12 items-center gap-2 text-sm font-semibold text-navy-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t(m.backToList)}
      </Link>
      {body}
    </div>
  );
}

function DefectView({ defect }: { defect: DefectDetail }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={defect.severity} />
          <DefectStateBadge state={defect.state} />
          <span className="font-mono text-sm text-slate-700">{defect.reference}</span>
        </div>
        <h1 className="mt-2 break-words text-2xl font-bold text-navy-900">{defect.description}</h1>
        {defect.rejectionReason ? (
          <p className="mt-2 text-sm text-slate-800">
            {t(m.rejectionReason, { reason: defect.rejectionReason })}
          </p>
        ) : null}
      </div>
      <Card className="p-5">
        <TriageActions defect={defect} />
      </Card>
      <Card className="p-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem label={t(m.asset)}>
            <Link to={paths.admin.asset(defect.assetId)} className="font-medium text-navy-800 underline">
              {defect.asset.name}
            </Link>
            <span className="block text-sm text-slate-600">{defect.asset.location}</span>
          </DetailItem>
          <DetailItem label={t(m.source)}>
            {defect.source === 'public' ? t(m.sourcePublic) : t(m.sourceStaff)}
            {defect.reportedBy ? ` · ${defect.reportedBy.username}` : ''}
          </DetailItem>
          {defect.fault ? <DetailItem label={t(m.fault)}>{defect.fault}</DetailItem> : null}
          {defect.contact ? <DetailItem label={t(m.contact)}>{defect.contact}</DetailItem> : null}
          {defect.position ? (
            <DetailItem label={t(m.position)}>{formatChartPosition(defect.position)}</DetailItem>
          ) : null}
          <DetailItem label={t(m.reportedAt)}>{formatDateTime(defect.occurredAt, '')}</DetailItem>
          <DetailItem label={t(m.receivedAt)}>{formatDateTime(defect.receivedAt, '')}</DetailItem>
          {defect.triagedBy && defect.triagedAt ? (
            <DetailItem label={t(m.actions)}>
              {t(m.triagedBy, { when: formatDateTime(defect.triagedAt, ''), who: defect.triagedBy.username })}
            </DetailItem>
          ) : null}
        </dl>
      </Card>
      {defect.photos.length > 0 ? (
        <Card className="p-5">
          <h2 className="mb-3 text-lg font-semibold text-navy-900">{t(m.photosTitle)}</h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {defect.photos.map((photo, index) => (
              <li key={photo._id}>
                <FallbackImage
                  path={photo.url}
                  fallback={ASSET_PLACEHOLDER}
                  alt={t(m.photoAlt, { number: index + 1 })}
                  className="w-full rounded-xl bg-slate-100 object-contain ring-1 ring-slate-200"
                />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <GroupHistory defect={defect} />
    </div>
  );
}

/** The reports of the same problem: the group's head and every report grouped under it or marked its duplicate. */
function GroupHistory({ defect }: { defect: DefectDetail }) {
  const { t } = useTranslation();
  const head = defect.groupedUnder ?? defect._id;
  const group = (useAssetDefects(defect.assetId, true).data?.items ?? []).filter(
    (other) =>
      other._id === head ||
      other.groupedUnder === head ||
      other.duplicateOf === defect._id ||
      other._id === defect.duplicateOf,
  );
  if (group.length < 2) return null;
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold text-navy-900">{t(m.groupTitle)}</h2>
      <ul className="divide-y divide-slate-100">
        {group.map((other) => (
          <li key={other._id} className="py-2">
            <Link to={paths.admin.defect(other._id)} className="flex min-h-12 flex-wrap items-center gap-2">
              <span className="font-mono text-sm text-navy-800 underline">{other.reference}</span>
              <DefectStateBadge state={other.state} />
              <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{other.description}</span>
              <span className="text-xs text-slate-600">{formatDateTime(other.occurredAt, '')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

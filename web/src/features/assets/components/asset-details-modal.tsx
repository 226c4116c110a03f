import { lazy, Suspense } from 'react';
import type { AssetRow } from '../api/get-assets';
import { Button } from '@/components/ui/button';
import { AssetDetailsDialog } from '@/components/ui/asset-details-dialog';
import { AssetDetailList, AssetStatusDetail } from '@/components/ui/asset-detail-list';
import { DetailItem } from '@/components/ui/detail-item';
import { AssetPhoto } from '@/components/ui/asset-photo';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatDate } from '@/lib/format-date';
import { QR_PLACEHOLDER } from '@/lib/resolve-image-url';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';
import { RegisterDetails } from '@/components/ui/register-details';
import { TypeFieldDetails } from '@/components/ui/type-field-details';

const AssetLabelActions = lazy(() =>
  import('./asset-label-actions').then((m) => ({ default: m.AssetLabelActions })),
);

interface AssetDetailsModalProps {
  asset: AssetRow | null;
  onClose: () => void;
  /** Admin only: Edit and Delete beside Close. */
  onEdit?: (asset: AssetRow) => void;
  onDelete?: (asset: AssetRow) => void;
  /** Administrators: the label's Download and Print, for any asset. */
  labelActions?: boolean;
}

export function AssetDetailsModal({
  asset,
  onClose,
  onEdit,
  onDelete,
  labelActions,
}: AssetDetailsModalProps) {
  const { t } = useTranslation();
  return (
    <AssetDetailsDialog
      open={asset !== null}
      onClose={onClose}
      actions={
        asset ? (
          <>
            {onDelete ? (
              <Button variant="danger" onClick={() => onDelete(asset)}>
                {t(m.delete)}
              </Button>
            ) : null}
            {onEdit ? (
              <Button variant="secondary" onClick={() => onEdit(asset)}>
                {t(m.edit)}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {asset ? (
        <div className="grid gap-6 md:grid-cols-[1fr_auto]">
          <AssetDetailList>
            <DetailItem label={t(m.name)}>{asset.name}</DetailItem>
            <DetailItem label={t(m.type)}>{asset.type}</DetailItem>
            <DetailItem label={t(m.location)}>{asset.location}</DetailItem>
            <AssetStatusDetail status={asset.status} />
            <DetailItem label={t(m.assignedTo)}>{asset.assignedToName || t(m.notAssigned)}</DetailItem>
            <DetailItem label={t(m.dateAssigned)}>
              {formatDate(asset.dateAssigned, t(m.dateNotAssigned))}
            </DetailItem>
            <TypeFieldDetails asset={asset} />
            <RegisterDetails asset={asset} />
          </AssetDetailList>
          <div className="grid grid-cols-2 gap-4 md:w-56 md:grid-cols-1">
            <AssetPhoto asset={asset} />
            <figure>
              <FallbackImage
                path={asset.qrCodeImage}
                fallback={QR_PLACEHOLDER}
                alt={t(m.qrAlt, { name: asset.name })}
                className="mx-auto aspect-square w-full max-w-40 rounded-xl bg-white object-contain p-2 ring-1 ring-slate-200"
              />
              <figcaption className="mt-1.5 text-center text-xs text-slate-500">{t(m.qrCaption)}</figcaption>
            </figure>
          </div>
          {labelActions ? (
            <Suspense fallback={null}>
              <AssetLabelActions asset={asset} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </AssetDetailsDialog>
  );
}

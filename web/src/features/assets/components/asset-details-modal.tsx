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
import { ASSET_MESSAGES } from '../asset-messages';
import { RegisterDetails } from '@/components/ui/register-details';

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
  return (
    <AssetDetailsDialog
      open={asset !== null}
      onClose={onClose}
      actions={
        asset ? (
          <>
            {onDelete ? (
              <Button variant="danger" onClick={() => onDelete(asset)}>
                Delete
              </Button>
            ) : null}
            {onEdit ? (
              <Button variant="secondary" onClick={() => onEdit(asset)}>
                Edit
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {asset ? (
        <div className="grid gap-6 md:grid-cols-[1fr_auto]">
          <AssetDetailList>
            <DetailItem label="Name">{asset.name}</DetailItem>
            <DetailItem label="Type">{asset.type}</DetailItem>
            <DetailItem label="Location">{asset.location}</DetailItem>
            <AssetStatusDetail status={asset.status} />
            <DetailItem label="Assigned To">{asset.assignedToName || ASSET_MESSAGES.notAssigned}</DetailItem>
            <DetailItem label="Date Assigned">
              {formatDate(asset.dateAssigned, ASSET_MESSAGES.dateNotAssigned)}
            </DetailItem>
            <RegisterDetails asset={asset} />
          </AssetDetailList>
          <div className="grid grid-cols-2 gap-4 md:w-56 md:grid-cols-1">
            <AssetPhoto asset={asset} />
            <figure>
              <FallbackImage
                path={asset.qrCodeImage}
                fallback={QR_PLACEHOLDER}
                alt={`QR code of ${asset.name}`}
                className="mx-auto aspect-square w-full max-w-40 rounded-xl bg-white object-contain p-2 ring-1 ring-slate-200"
              />
              <figcaption className="mt-1.5 text-center text-xs text-slate-500">QR Code</figcaption>
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

import type { ReactNode } from 'react';
import type { Asset } from '@harbour/contract';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatDate } from '@/lib/format-date';
import { ASSET_PLACEHOLDER, QR_PLACEHOLDER } from '@/lib/resolve-image-url';
import { ASSET_MESSAGES } from '../asset-messages';

interface AssetDetailsModalProps {
  asset: Asset | null;
  onClose: () => void;
  /** Admin only: Edit and Delete beside Close. */
  onEdit?: (asset: Asset) => void;
  onDelete?: (asset: Asset) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function AssetDetailsModal({ asset, onClose, onEdit, onDelete }: AssetDetailsModalProps) {
  return (
    <Modal
      open={asset !== null}
      title="Asset Details"
      onClose={onClose}
      size="lg"
      footer={
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
            <Button variant="primary" onClick={onClose}>
              Close
            </Button>
          </>
        ) : null
      }
    >
      {asset ? (
        <div className="grid gap-6 md:grid-cols-[1fr_auto]">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Detail label="Name">{asset.name}</Detail>
            <Detail label="Type">{asset.type}</Detail>
            <Detail label="Location">{asset.location}</Detail>
            <Detail label="Status">
              <StatusBadge status={asset.status} />
            </Detail>
            <Detail label="Assigned To">{asset.assignedToName || ASSET_MESSAGES.notAssigned}</Detail>
            <Detail label="Date Assigned">
              {formatDate(asset.dateAssigned, ASSET_MESSAGES.dateNotAssigned)}
            </Detail>
          </dl>
          <div className="grid grid-cols-2 gap-4 md:w-56 md:grid-cols-1">
            <figure>
              <FallbackImage
                path={asset.assetImage}
                fallback={ASSET_PLACEHOLDER}
                alt={`Image of ${asset.name}`}
                className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
              />
              <figcaption className="mt-1.5 text-center text-xs text-slate-500">Asset Image</figcaption>
            </figure>
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
        </div>
      ) : null}
    </Modal>
  );
}

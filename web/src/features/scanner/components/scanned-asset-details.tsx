/** The fields a scan shows (SPEC.md section 2): Assigned To only when assigned, Last Updated or 'N/A'. */
import type { Asset } from '@harbour/contract';
import { DetailItem } from '@/components/ui/detail-item';
import { StatusBadge } from '@/components/ui/status-badge';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatDate } from '@/lib/format-date';
import { ASSET_PLACEHOLDER } from '@/lib/resolve-image-url';

export function ScannedAssetDetails({ asset }: { asset: Asset }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[1fr_auto]" data-testid="scanned-asset" data-asset-id={asset._id}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <DetailItem label="Name">{asset.name}</DetailItem>
        <DetailItem label="Type">{asset.type}</DetailItem>
        <DetailItem label="Status">
          <StatusBadge status={asset.status} />
        </DetailItem>
        <DetailItem label="Location">{asset.location}</DetailItem>
        {asset.assignedToName ? <DetailItem label="Assigned To">{asset.assignedToName}</DetailItem> : null}
        <DetailItem label="Last Updated">{formatDate(asset.lastUpdated, 'N/A')}</DetailItem>
      </dl>
      <figure className="sm:w-52">
        <FallbackImage
          path={asset.assetImage}
          fallback={ASSET_PLACEHOLDER}
          alt={`Image of ${asset.name}`}
          className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
        />
        <figcaption className="mt-1.5 text-center text-xs text-slate-500">Asset Image</figcaption>
      </figure>
    </div>
  );
}

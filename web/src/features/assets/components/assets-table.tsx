import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { areaFor } from '@/lib/access';
import { useSession } from '@/lib/session';
import type { ReactNode } from 'react';
import type { AssetRow } from '../api/get-assets';
import { StatusBadge } from '@/components/ui/status-badge';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ASSET_PLACEHOLDER } from '@/lib/resolve-image-url';
import { ASSET_MESSAGES } from '../asset-messages';

interface AssetsTableProps {
  assets: AssetRow[];
  actions: (asset: AssetRow) => ReactNode;
}

/** Columns of SPEC.md section 2: Asset, Type, Location, Status, Assigned To, Actions. */
export function AssetsTable({ assets, actions }: AssetsTableProps) {
  // Each name opens the asset's page in the signed-in role's own area.
  const area = paths[areaFor(useSession()?.role ?? '')];
  return (
    <DataTable
      columns={[
        { label: 'Asset' },
        { label: 'Type' },
        { label: 'Location' },
        { label: 'Status' },
        { label: 'Assigned To' },
        { label: 'Actions', align: 'right' },
      ]}
    >
      {assets.map((asset) => (
        <tr key={asset._id} className="hover:bg-slate-50/70">
          <td className="px-4 py-3">
            <div className="flex min-w-44 items-center gap-3">
              <FallbackImage
                path={asset.assetThumbnail ?? asset.assetImage}
                fallback={ASSET_PLACEHOLDER}
                className="h-10 w-10 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
                width={40}
                height={40}
              />
              <Link
                to={area.asset(asset._id)}
                className="inline-flex min-h-12 items-center font-medium text-navy-900 underline decoration-slate-300 underline-offset-4 hover:decoration-navy-700"
              >
                {asset.name}
              </Link>
            </div>
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600">{asset.type}</td>
          <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600">{asset.location}</td>
          <td className="px-4 py-3">
            <StatusBadge status={asset.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600">
            {asset.assignedToName || ASSET_MESSAGES.notAssigned}
          </td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-1">{actions(asset)}</div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

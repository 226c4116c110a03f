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
import type { AssetSelection } from '../use-asset-selection';

interface AssetsTableProps {
  assets: AssetRow[];
  actions: (asset: AssetRow) => ReactNode;
  /** Tick boxes for choosing assets to label (administrators). */
  selection?: AssetSelection;
}

const chosen = (asset: AssetRow) => ({ id: asset._id, name: asset.name });

function TickBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex h-12 w-12 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 cursor-pointer rounded border-slate-400 accent-navy-800"
      />
    </label>
  );
}

/** Columns of SPEC.md section 2: Asset, Type, Location, Status, Assigned To, Actions. */
export function AssetsTable({ assets, actions, selection }: AssetsTableProps) {
  // Each name opens the asset's page in the signed-in role's own area.
  const area = paths[areaFor(useSession()?.role ?? '')];
  const tickColumn = selection
    ? [
        {
          label: 'Select',
          header: (
            <TickBox
              label="Select all assets on this page"
              checked={selection.allChosen(assets.map((asset) => asset._id))}
              onChange={(on) => selection.set(assets.map(chosen), on)}
            />
          ),
        },
      ]
    : [];
  return (
    <DataTable
      columns={[
        ...tickColumn,
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
          {selection ? (
            <td className="w-12 px-1 py-1">
              <TickBox
                label={`Select ${asset.name}`}
                checked={selection.isChosen(asset._id)}
                onChange={(on) => selection.set([chosen(asset)], on)}
              />
            </td>
          ) : null}
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

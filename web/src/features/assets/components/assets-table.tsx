import { Link } from 'react-router';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { paths } from '@/config/paths';
import { areaFor } from '@/lib/access';
import { useSession } from '@/lib/session';
import type { ReactNode } from 'react';
import type { AssetRow } from '../api/get-assets';
import { StatusBadge } from '@/components/ui/status-badge';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ASSET_PLACEHOLDER } from '@/lib/resolve-image-url';
import { useTranslation } from '@/i18n/use-translation';
import { assetMessages as m } from '../asset-messages';
import type { AssetSelection } from '../use-asset-selection';
import type { AssetTypes } from '@/lib/type-fields/use-asset-types';
import { fieldLabel } from '@/lib/type-fields/field-label';
import { fieldValueWords } from '@/lib/type-fields/field-value-words';
import { listedFields } from '../type-field-columns';

interface AssetsTableProps {
  assets: AssetRow[];
  /** The asset types: a column for each field shown in the list of the types listed. */
  types: AssetTypes | undefined;
  actions: (asset: AssetRow) => ReactNode;
  /** Tick boxes for choosing assets to label (administrators). */
  selection?: AssetSelection;
}

const chosen = (asset: AssetRow) => ({ id: asset._id, name: asset.name });

function TickBox({
  label,
  checked,
  onChange,
  phoneCaption,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  /** Words beside the box on a phone, where no column header explains it. */
  phoneCaption?: string;
}) {
  return (
    <label className="flex min-h-12 min-w-12 cursor-pointer items-center justify-center gap-2">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 cursor-pointer rounded border-slate-400 accent-navy-800"
      />
      {phoneCaption ? (
        <span aria-hidden="true" className="text-sm normal-case tracking-normal text-slate-700 sm:hidden">
          {phoneCaption}
        </span>
      ) : null}
    </label>
  );
}

/** Columns: Asset, Type, Location, Status, Assigned To, Actions. */
export function AssetsTable({ assets, types, actions, selection }: AssetsTableProps) {
  // Each name opens the asset's page in the signed-in role's own area.
  const area = paths[areaFor(useSession()?.role ?? '')];
  const { t, language } = useTranslation();
  const fieldColumns = listedFields(
    types,
    assets.map((asset) => asset.type),
  ).map((field) => ({ field, label: fieldLabel(field, language) }));
  const tickColumn = selection
    ? [
        {
          label: t(m.select),
          header: (
            <TickBox
              label={t(m.selectAllOnPage)}
              phoneCaption={t(m.selectAllOnPagePhone)}
              checked={selection.allChosen(assets.map((asset) => asset._id))}
              onChange={(on) => selection.set(assets.map(chosen), on)}
            />
          ),
        },
      ]
    : [];
  return (
    <CardTable
      label={t(m.title)}
      columns={[
        ...tickColumn,
        { label: t(m.assetColumn) },
        { label: t(m.type) },
        { label: t(m.location), wideOnly: true },
        { label: t(m.status) },
        { label: t(m.assignedTo), wideOnly: true },
        ...fieldColumns.map(({ label }) => ({ label })),
        { label: t(m.actions), align: 'right' },
      ]}
    >
      {assets.map((asset) => (
        <CardRow key={asset._id}>
          {selection ? (
            <CardCell label={t(m.select)}>
              <TickBox
                label={t(m.selectAsset, { name: asset.name })}
                checked={selection.isChosen(asset._id)}
                onChange={(on) => selection.set([chosen(asset)], on)}
              />
            </CardCell>
          ) : null}
          <CardCell label={t(m.assetColumn)} primary>
            <div className="flex items-center gap-3 sm:min-w-40">
              <FallbackImage
                path={asset.assetThumbnail ?? asset.assetImage}
                fallback={ASSET_PLACEHOLDER}
                className="h-10 w-10 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
                width={40}
                height={40}
              />
              <div className="min-w-0">
                <Link
                  to={area.asset(asset._id)}
                  className="inline-flex min-h-12 min-w-0 items-center break-words font-medium text-navy-900 underline decoration-slate-300 underline-offset-4 hover:decoration-navy-700"
                >
                  {asset.name}
                </Link>
                {/* A desk narrower than 1280 px: location and holder under the name, not columns of their own. */}
                <p className="hidden text-xs text-slate-600 sm:block xl:hidden">
                  {asset.location} · {asset.assignedToName || t(m.notAssigned)}
                </p>
              </div>
            </div>
          </CardCell>
          <CardCell label={t(m.type)}>{asset.type}</CardCell>
          <CardCell label={t(m.location)} wideOnly>
            {asset.location}
          </CardCell>
          <CardCell label={t(m.status)}>
            <StatusBadge status={asset.status} />
          </CardCell>
          <CardCell label={t(m.assignedTo)} wideOnly>
            {asset.assignedToName || t(m.notAssigned)}
          </CardCell>
          {fieldColumns.map(({ field, label }) => {
            const value = asset.fields[field.key];
            return (
              <CardCell key={field.key} label={label}>
                {value === undefined ? null : (
                  <span className="break-words">{fieldValueWords(field, value)}</span>
                )}
              </CardCell>
            );
          })}
          <CardCell label={t(m.actions)} align="right" actions>
            {actions(asset)}
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

import type { Asset } from '@harbour/contract';
import { DetailItem } from './detail-item';

/** Labels of the register fields, in the asset form and every details view alike. */
export const REGISTER_LABELS = {
  serialNumber: 'Serial number',
  manufacturer: 'Manufacturer',
  model: 'Model',
  manufacturedOn: 'Date of manufacture',
  inServiceOn: 'Date in service',
  critical: 'Critical equipment (ISM Code 10)',
  notes: 'Notes',
} as const;

type RegisterText = 'serialNumber' | 'manufacturer' | 'model' | 'manufacturedOn' | 'inServiceOn';
const TEXT_FIELDS: RegisterText[] = [
  'serialNumber',
  'manufacturer',
  'model',
  'manufacturedOn',
  'inServiceOn',
];

type RegisterValues = Pick<Asset, RegisterText | 'critical' | 'notes'>;

/** The register fields an asset has set, as items of its details list; nothing for those unset. */
export function RegisterDetails({ asset }: { asset: RegisterValues }) {
  return (
    <>
      {TEXT_FIELDS.map((field) =>
        asset[field] ? (
          <DetailItem key={field} label={REGISTER_LABELS[field]}>
            {asset[field]}
          </DetailItem>
        ) : null,
      )}
      {asset.critical ? <DetailItem label={REGISTER_LABELS.critical}>Yes</DetailItem> : null}
      {asset.notes ? (
        <DetailItem label={REGISTER_LABELS.notes} className="sm:col-span-2">
          <span className="whitespace-pre-line font-normal">{asset.notes}</span>
        </DetailItem>
      ) : null}
    </>
  );
}

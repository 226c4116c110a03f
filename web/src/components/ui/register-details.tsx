import { ASSET_SCREEN_LABELS as LABELS, type Asset } from '@harbour/contract';
import { DetailItem } from './detail-item';

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
          <DetailItem key={field} label={LABELS[field]}>
            {asset[field]}
          </DetailItem>
        ) : null,
      )}
      {asset.critical ? <DetailItem label={LABELS.critical}>Yes</DetailItem> : null}
      {asset.notes ? (
        <DetailItem label={LABELS.notes} className="sm:col-span-2">
          <span className="whitespace-pre-line font-normal">{asset.notes}</span>
        </DetailItem>
      ) : null}
    </>
  );
}

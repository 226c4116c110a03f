import { DetailItem } from '@/components/ui/detail-item';
import type { AssetRow } from '../api/get-assets';
import { REGISTER_LABELS } from '../asset-messages';

type RegisterText = 'serialNumber' | 'manufacturer' | 'model' | 'manufacturedOn' | 'inServiceOn';
const TEXT_FIELDS: RegisterText[] = [
  'serialNumber',
  'manufacturer',
  'model',
  'manufacturedOn',
  'inServiceOn',
];

/** The register fields an asset has set, as items of its details list; nothing for those unset. */
export function RegisterDetails({ asset }: { asset: AssetRow }) {
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

import type { Asset } from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';
import { DetailItem } from './detail-item';

type RegisterText = 'serialNumber' | 'manufacturer' | 'model' | 'manufacturedOn' | 'inServiceOn';
const TEXT_FIELDS: [RegisterText, Message<string>][] = [
  ['serialNumber', m.serialNumber],
  ['manufacturer', m.manufacturer],
  ['model', m.model],
  ['manufacturedOn', m.manufacturedOn],
  ['inServiceOn', m.inServiceOn],
];

type RegisterValues = Pick<Asset, RegisterText | 'critical' | 'notes'>;

/** The register fields an asset has set, as items of its details list; nothing for those unset. */
export function RegisterDetails({ asset }: { asset: RegisterValues }) {
  const { t } = useTranslation();
  return (
    <>
      {TEXT_FIELDS.map(([field, label]) =>
        asset[field] ? (
          <DetailItem key={field} label={t(label)}>
            {asset[field]}
          </DetailItem>
        ) : null,
      )}
      {asset.critical ? <DetailItem label={t(m.critical)}>{t(m.yes)}</DetailItem> : null}
      {asset.notes ? (
        <DetailItem label={t(m.notes)} className="sm:col-span-2">
          <span className="whitespace-pre-line font-normal">{asset.notes}</span>
        </DetailItem>
      ) : null}
    </>
  );
}

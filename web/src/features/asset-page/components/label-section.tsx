import { Card, CardHeader } from '@/components/ui/card';
import { PublicUrlNotice } from '@/components/ui/public-url-notice';
import { QrLabelActions } from '@/components/ui/qr-label-actions';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

/** The asset's QR label, to download or print whether or not anyone holds the asset (administrators). */
export function LabelSection({ asset }: { asset: { _id: string; name: string } }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t(m.qrLabel)} />
      <div className="space-y-4 p-5">
        <PublicUrlNotice />
        <QrLabelActions asset={asset} />
      </div>
    </Card>
  );
}

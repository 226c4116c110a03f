import { Card, CardHeader } from '@/components/ui/card';
import { PublicUrlNotice } from '@/components/ui/public-url-notice';
import { QrLabelActions } from '@/components/ui/qr-label-actions';

/** The asset's QR label, to download or print whether or not anyone holds the asset (administrators). */
export function LabelSection({ asset }: { asset: { _id: string; name: string } }) {
  return (
    <Card>
      <CardHeader title="QR label" />
      <div className="space-y-4 p-5">
        <PublicUrlNotice />
        <QrLabelActions asset={asset} />
      </div>
    </Card>
  );
}

import { PublicUrlNotice } from '@/components/ui/public-url-notice';
import { QrLabelActions } from '@/components/ui/qr-label-actions';

/** The details dialog's label actions, with the PUBLIC_URL notice: loaded when an administrator opens one. */
export function AssetLabelActions({ asset }: { asset: { _id: string; name: string } }) {
  return (
    <div className="space-y-3 md:col-span-2">
      <PublicUrlNotice />
      <QrLabelActions asset={asset} />
    </div>
  );
}

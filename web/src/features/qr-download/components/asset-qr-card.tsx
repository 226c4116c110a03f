import { Printer } from 'lucide-react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { LOGO_URL } from '@/lib/resolve-image-url';
import type { AssignedAsset } from '../api/get-users-with-assets';
import { downloadQrCode, printQrCode } from '@/lib/qr-label/qr-actions';
import { DownloadMenu } from '@/components/ui/download-menu';
import { useTranslation } from '@/i18n/use-translation';
import { qrMessages as m } from '../qr-messages';

/** One assigned asset's QR image (logo fallback), name, Download menu and Print. */
export function AssetQrCard({ asset }: { asset: AssignedAsset }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-2 ring-1 ring-slate-200">
      <FallbackImage
        path={asset.qrCodeImage}
        fallback={LOGO_URL}
        alt={t(m.qrAlt, { name: asset.name })}
        className="h-16 w-16 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-slate-200"
        width={64}
        height={64}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={asset.name}>
          {asset.name}
        </p>
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <DownloadMenu assetName={asset.name} onSelect={(format) => void downloadQrCode(asset, format)} />
          <button
            type="button"
            onClick={() => void printQrCode(asset)}
            aria-label={t(m.printQrOf, { name: asset.name })}
            className="inline-flex h-12 items-center gap-1.5 rounded-lg bg-white px-3 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 sm:h-8"
          >
            <Printer className="h-3.5 w-3.5" aria-hidden="true" />
            {t(m.print)}
          </button>
        </div>
      </div>
    </div>
  );
}

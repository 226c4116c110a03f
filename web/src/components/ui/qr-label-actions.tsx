import { Printer } from 'lucide-react';
import { downloadQrCode, printQrCode } from '@/lib/qr-label/qr-actions';
import { DownloadMenu } from './download-menu';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

/** Download (PNG, JPG, SVG, PDF) and Print of one asset's QR label, assigned or not (administrators). */
export function QrLabelActions({ asset }: { asset: { _id: string; name: string } }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <DownloadMenu
        assetName={asset.name}
        size="lg"
        onSelect={(format) => void downloadQrCode(asset, format)}
      />
      <button
        type="button"
        onClick={() => void printQrCode(asset)}
        aria-label={t(m.printQrOf, { name: asset.name })}
        className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-400 hover:bg-slate-50 sm:min-h-10"
      >
        <Printer className="h-4 w-4" aria-hidden="true" />
        {t(m.print)}
      </button>
    </div>
  );
}

/** 'Scan Asset QR Code', for both roles: camera or image file, then the asset's details. */
import { Loader2, ScanLine, Square } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CameraView } from '@/components/scanner/camera-view';
import { FileScan } from '@/components/scanner/file-scan';
import { ScanErrorBanner } from './components/scan-error-banner';
import { ScanResultModal } from './components/scan-result-modal';
import { useScanFlow } from './use-scan-flow';
import { useTranslation } from '@/i18n/use-translation';
import { scannerMessages as m } from './scanner-messages';

export function ScanPage() {
  const { t } = useTranslation();
  const flow = useScanFlow();
  const { camera } = flow;
  const running = camera.state !== 'not-started';
  const busy = flow.loading || flow.readingFile;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <Button
            variant={running ? 'secondary' : 'accent'}
            onClick={running ? camera.stop : camera.start}
            disabled={busy || flow.asset !== null}
            data-testid="scan-toggle"
          >
            {running ? (
              <Square className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ScanLine className="h-4 w-4" aria-hidden="true" />
            )}
            {running ? t(m.stopScanning) : t(m.startScanning)}
          </Button>
        }
      />

      <ScanErrorBanner message={flow.error} onDismiss={flow.dismissError} />

      <Card className="space-y-4 p-4 sm:p-5">
        {busy ? (
          <div
            role="status"
            className="flex items-center justify-center gap-2 py-2 text-sm text-slate-600"
            data-testid="scan-loading"
          >
            <Loader2 className="h-5 w-5 animate-spin text-teal-600" aria-hidden="true" />
            {flow.loading ? t(m.loadingAsset) : t(m.readingImage)}
          </div>
        ) : null}
        <CameraView camera={camera} videoRef={flow.videoRef} />
        <FileScan busy={busy} onFile={flow.scanFile} />
      </Card>

      <ScanResultModal asset={flow.asset} onClose={flow.closeDetails} />
    </div>
  );
}

/** The live camera with its 250x250 scan box, the camera picker, torch and zoom controls. */
import type { ReactNode, RefObject } from 'react';
import { Camera, Flashlight, FlashlightOff, ZoomIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { CameraControls } from '@/lib/scanner/camera/use-camera-scanner';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';
import { translate } from '@/i18n/translator';
import { formatDecimal } from '@/lib/format-number';

/** The scan box: 250x250 in a square view (aspect ratio 1), at least 50 px on small screens. */
const SCAN_BOX = { size: 250, minSize: 50 } as const;

function cameraLabel(device: MediaDeviceInfo, index: number): string {
  return device.label || translate(m.cameraNumber, { number: index + 1 });
}

interface CameraViewProps {
  camera: CameraControls;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Shown over the top of the picture (a round's running count), readable in sunlight. */
  overlay?: ReactNode;
}

export function CameraView({ camera, videoRef, overlay }: CameraViewProps) {
  const { t } = useTranslation();
  const live = camera.state === 'scanning' && !camera.starting;
  return (
    <div className="space-y-3">
      <div
        className="relative mx-auto aspect-square w-full max-w-lg overflow-hidden rounded-xl bg-navy-950"
        data-testid="camera-view"
        data-scanner-state={camera.state}
      >
        <video
          ref={videoRef}
          className="h-full w-full object-cover"
          muted
          playsInline
          aria-label={t(m.cameraPreview)}
        />
        {live ? (
          <div
            className="pointer-events-none absolute inset-0 flex items-center justify-center"
            aria-hidden="true"
          >
            <div
              className="aspect-square rounded-lg shadow-[0_0_0_9999px_rgba(2,6,23,0.45)] ring-2 ring-teal-400"
              style={{ width: `min(${SCAN_BOX.size}px, 70%)`, minWidth: SCAN_BOX.minSize }}
            />
          </div>
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-300">
            <Camera className="h-10 w-10" aria-hidden="true" />
            <span className="text-sm">{camera.starting ? t(m.startingCamera) : t(m.cameraOff)}</span>
          </div>
        )}
        {overlay ? (
          <div className="absolute inset-x-0 top-0 bg-navy-950/80 px-3 py-2 text-white">{overlay}</div>
        ) : null}
      </div>

      {camera.message ? (
        <p
          role="status"
          data-testid="camera-message"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {camera.message}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        {camera.cameras.length > 1 ? (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <span>{t(m.camera)}</span>
            <select
              value={camera.cameraId ?? ''}
              onChange={(event) => camera.selectCamera(event.target.value)}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
              data-testid="camera-select"
            >
              {camera.cameras.map((device, index) => (
                <option key={device.deviceId} value={device.deviceId}>
                  {cameraLabel(device, index)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {camera.torchSupported && camera.state === 'scanning' ? (
          <Button variant="secondary" size="sm" onClick={camera.toggleTorch} aria-pressed={camera.torchOn}>
            {camera.torchOn ? (
              <FlashlightOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Flashlight className="h-4 w-4" aria-hidden="true" />
            )}
            {camera.torchOn ? t(m.torchOff) : t(m.torchOn)}
          </Button>
        ) : null}
        {camera.zoom && camera.state === 'scanning' ? (
          <label className="flex flex-1 items-center gap-2 text-sm text-slate-700">
            <ZoomIn className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t(m.zoom)}</span>
            <input
              type="range"
              min={camera.zoom.min}
              max={camera.zoom.max}
              step={camera.zoom.step}
              value={camera.zoomValue}
              onChange={(event) => camera.setZoom(Number(event.target.value))}
              className="min-w-32 flex-1 accent-teal-600"
              aria-label={t(m.zoom)}
            />
            <span className="w-10 tabular-nums">
              {t(m.zoomValue, { zoom: formatDecimal(camera.zoomValue, 1) })}
            </span>
          </label>
        ) : null}
      </div>
    </div>
  );
}

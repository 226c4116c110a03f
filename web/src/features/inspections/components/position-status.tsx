import { LocateFixed, LocateOff, Loader2 } from 'lucide-react';
import type { DevicePosition } from '../use-device-position';
import { useTranslation } from '@/i18n/use-translation';
import { inspectionMessages as m } from '../inspection-messages';

/** Says whether the inspection will carry the device's position; it never holds up the submit. */
export function PositionStatus({ device }: { device: DevicePosition }) {
  const { t } = useTranslation();
  let icon;
  let text;
  if (device.state === 'locating') {
    icon = <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />;
    text = t(m.findingPosition);
  } else if (device.state === 'found') {
    icon = <LocateFixed className="h-4 w-4 text-green-700" aria-hidden="true" />;
    const accuracy = device.position.accuracy;
    text =
      accuracy !== undefined
        ? t(m.positionAttachedWithin, { metres: Math.round(accuracy) })
        : t(m.positionAttached);
  } else {
    icon = <LocateOff className="h-4 w-4" aria-hidden="true" />;
    text = t(m.noPosition);
  }
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-slate-700" data-testid="position-status">
      {icon}
      {text}
    </p>
  );
}

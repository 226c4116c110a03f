/** The asset page's off-station warning, first; an administrator can mark the asset back on station from it. */
import { useState } from 'react';
import { MapPin } from 'lucide-react';
import type { OffStation } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { OffStationWarning } from '@/components/ui/off-station-warning';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';
import { BackOnStationDialog } from './back-on-station-dialog';

interface OffStationSectionProps {
  asset: { _id: string; name: string; offStation: OffStation | null };
  canClear: boolean;
}

export function OffStationSection({ asset, canClear }: OffStationSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <OffStationWarning offStation={asset.offStation}>
      {canClear ? (
        <>
          <Button
            variant="secondary"
            size="lg"
            className="mt-3 w-full sm:w-auto"
            onClick={() => setOpen(true)}
          >
            <MapPin className="h-5 w-5" aria-hidden="true" />
            {t(m.backOnStation)}
          </Button>
          {open ? <BackOnStationDialog asset={asset} onClose={() => setOpen(false)} /> : null}
        </>
      ) : null}
    </OffStationWarning>
  );
}

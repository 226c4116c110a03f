/**
 * An administrator's Edit and Delete on the asset's own page (the status and the holder are edited in the
 * same form as on the register): every change to an asset is reachable from its page. The router places
 * this on the page; a deleted asset's page goes back to the register.
 */
import { useNavigate } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import type { AssetRow } from '../api/get-assets';
import { assetMessages as m } from '../asset-messages';
import { useAssetChanges } from '../use-asset-changes';
import { AssetChangeDialogs } from './asset-change-dialogs';

export function AssetPageActions({ asset }: { asset: AssetRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changes = useAssetChanges(() => void navigate(paths.admin.assets, { replace: true }));
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="lg"
        aria-label={t(m.editAsset, { name: asset.name })}
        onClick={() => changes.openForm({ mode: 'edit', asset })}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t(m.edit)}
      </Button>
      <Button
        variant="secondary"
        size="lg"
        className="text-red-700"
        aria-label={t(m.deleteAsset, { name: asset.name })}
        onClick={() => changes.askDelete(asset)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t(m.delete)}
      </Button>
      <AssetChangeDialogs changes={changes} />
    </div>
  );
}

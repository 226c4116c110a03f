import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { areaFor } from '@/lib/access';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/i18n/use-translation';
import { scannerMessages as m } from '../scanner-messages';

/** From a scan to everything about the asset: its page in the signed-in role's own area. */
export function AssetPageLink({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const area = paths[areaFor(useSession()?.role ?? '')];
  return (
    <Link to={area.asset(assetId)} className={`${buttonClasses('secondary', 'lg')} mt-5 h-12 w-full`}>
      <FileText className="h-5 w-5" aria-hidden="true" />
      {t(m.openAssetPage)}
    </Link>
  );
}

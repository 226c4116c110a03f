import { Link } from 'react-router';
import { FileText, TriangleAlert } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { areaFor } from '@/lib/access';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/i18n/use-translation';
import { scannerMessages as m } from '../scanner-messages';

/** From a scan to a problem report on the asset and to everything about it, in the role's own area. */
export function AssetPageLink({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const area = paths[areaFor(useSession()?.role ?? '')];
  return (
    <div className="mt-5 flex flex-col gap-3">
      <Link to={area.reportDefect(assetId)} className={`${buttonClasses('secondary', 'lg')} h-12 w-full`}>
        <TriangleAlert className="h-5 w-5" aria-hidden="true" />
        {t(m.reportProblem)}
      </Link>
      <Link to={area.asset(assetId)} className={`${buttonClasses('secondary', 'lg')} h-12 w-full`}>
        <FileText className="h-5 w-5" aria-hidden="true" />
        {t(m.openAssetPage)}
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { Card, CardHeader } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { dashboardMessages as m } from '../dashboard-messages';

interface MyAsset {
  _id: string;
  name: string;
  type: string;
  location: string;
  status: string;
}

/** The assets the employee holds, each opening its page; the list's "My assets" filter shows them paged. */
export function MyAssetsList({ assets }: { assets: MyAsset[] }) {
  const { t } = useTranslation();
  return (
    <Card className="mt-6">
      <CardHeader
        title={t(m.myAssets)}
        action={
          <Link
            to={`${paths.user.assets}?mine=1`}
            className="inline-flex min-h-12 items-center text-sm font-semibold text-navy-800 underline-offset-4 hover:underline sm:min-h-0"
          >
            {t(m.openFullList)}
          </Link>
        }
      />
      {assets.length === 0 ? (
        <p className="px-5 py-6 text-center text-sm text-slate-500">{t(m.noAssignedAssets)}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {assets.map((asset) => (
            <li key={asset._id}>
              <Link
                to={paths.user.asset(asset._id)}
                className="flex min-h-14 items-center gap-3 px-5 py-3 hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block break-words font-medium text-slate-900">{asset.name}</span>
                  <span className="block break-words text-sm text-slate-600">
                    {asset.type} · {asset.location}
                  </span>
                </span>
                <StatusBadge status={asset.status} />
                <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

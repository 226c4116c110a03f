import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { relativeTime } from '@/lib/relative-time';
import type { DefectRow } from '../api/get-defects';
import { defectMessages as m } from '../defect-messages';
import { DefectStateBadge, SeverityBadge } from './defect-badges';

/** One row per defect, the whole row a link to it: a list that reads the same on a phone and a desk. */
export function DefectList({ defects }: { defects: DefectRow[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100" data-testid="defect-list">
      {defects.map((defect) => (
        <li key={defect._id}>
          <Link
            to={paths.admin.defect(defect._id)}
            className="block min-h-12 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-500 sm:px-5"
          >
            <div className="flex flex-wrap items-center gap-2">
              <SeverityBadge severity={defect.severity} />
              <DefectStateBadge state={defect.state} />
              {defect.reportCount > 1 ? (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-700">
                  <Users className="h-3.5 w-3.5" aria-hidden="true" />
                  {t(m.reports, { count: defect.reportCount })}
                </span>
              ) : null}
              <span className="ml-auto font-mono text-xs text-slate-600">{defect.reference}</span>
            </div>
            <p className="mt-1 line-clamp-2 break-words text-base font-medium text-slate-900">
              {defect.description}
            </p>
            <p className="mt-0.5 break-words text-sm text-slate-700">
              {defect.asset.name}
              {defect.asset.location ? ` · ${defect.asset.location}` : ''}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">
              {t(m.reportedBy, {
                when: relativeTime(defect.occurredAt),
                who: defect.reportedBy?.username ?? t(m.byPublic),
              })}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

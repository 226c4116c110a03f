import { CheckCircle2, MapPin, XCircle } from 'lucide-react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatDateTime } from '@/lib/format-date';
import { ASSET_PLACEHOLDER, resolveImageUrl } from '@/lib/resolve-image-url';
import type { InspectionView } from '@/lib/readers/compliance-readers';
import { syncedLaterNote } from '@/lib/synced-later';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

function failedLabels(inspection: InspectionView): string[] {
  return inspection.failedItems.map(
    (failed) => inspection.answers.find((answer) => answer.id === failed)?.label ?? failed,
  );
}

/** One past inspection: result, plan, who and when, what failed, notes and its photos. */
export function InspectionEntry({ inspection }: { inspection: InspectionView }) {
  const { t } = useTranslation();
  const passed = inspection.result === 'pass';
  const failed = failedLabels(inspection);
  const photos = inspection.answers.filter((answer) => answer.photo);
  const synced = syncedLaterNote(inspection.performedAt, inspection.receivedAt);
  return (
    <li className="space-y-2 px-5 py-4" data-testid="inspection-entry">
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            passed
              ? 'bg-green-100 text-green-900 ring-green-700/30'
              : 'bg-red-100 text-red-900 ring-red-700/30'
          }`}
        >
          {passed ? (
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <XCircle className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {passed ? t(m.passed) : inspection.result === 'fail' ? t(m.failed) : inspection.result}
        </span>
        <span className="font-semibold text-slate-900">{inspection.planName}</span>
      </p>
      <p className="text-sm text-slate-700">
        {/* A register's last inspection has a date but no time, and was not done by whoever imported it. */}
        {inspection.source === 'register'
          ? inspection.username
            ? t(m.importedFromRegisterBy, {
                date: inspection.performedAt.slice(0, 10),
                user: inspection.username,
              })
            : t(m.importedFromRegister, { date: inspection.performedAt.slice(0, 10) })
          : `${formatDateTime(inspection.performedAt, t(m.unknownDate))}${inspection.username ? ` · ${inspection.username}` : ''}`}
        {inspection.nextDueOn ? ` · ${t(m.nextDueOn, { date: inspection.nextDueOn })}` : ''}
        {inspection.position ? (
          <span className="ml-1 inline-flex items-center gap-0.5">
            · <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {t(m.positionRecorded)}
          </span>
        ) : null}
      </p>
      {synced ? (
        <p className="text-xs text-slate-600" data-testid="synced-later">
          {synced}
        </p>
      ) : null}
      {failed.length > 0 ? (
        <p className="text-sm font-medium text-red-800">{t(m.failedItems, { items: failed.join(', ') })}</p>
      ) : null}
      {inspection.notes ? (
        <p className="whitespace-pre-line text-sm text-slate-800">{inspection.notes}</p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t(m.photos)}>
          {photos.map((answer) => (
            <li key={answer.id}>
              <a href={resolveImageUrl(answer.photo, ASSET_PLACEHOLDER)} target="_blank" rel="noreferrer">
                <FallbackImage
                  path={answer.photo}
                  fallback={ASSET_PLACEHOLDER}
                  alt={t(m.photoAlt, { label: answer.label })}
                  width={72}
                  height={72}
                  className="h-18 w-18 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-300"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

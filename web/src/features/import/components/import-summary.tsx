import type { ImportResult } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { importMessages as m } from '../import-messages';

/** What a preview found: counts, and each row's errors with its row and column. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const { t, locale = 'en' } = useTranslation();
  // `key` names each count for tests and scripts whatever the language on screen.
  const counts = [
    { key: 'to create', label: t(m.toCreate), value: result.created },
    { key: 'to update', label: t(m.toUpdate), value: result.updated },
    { key: 'unchanged', label: t(m.unchanged), value: result.unchanged },
    { key: 'errors', label: t(m.errors), value: result.errorCount },
  ];
  const inspections = result.inspections;
  const ignored = result.columns.filter((column) => column.field === null).map((column) => column.header);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t(m.preview)}>
        {counts.map(({ key, label, value }) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs uppercase text-slate-500">{label}</dt>
            <dd className="text-2xl font-semibold text-navy-900" data-count={key}>
              {value.toLocaleString(locale)}
            </dd>
          </div>
        ))}
      </dl>
      {ignored.length > 0 ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="ignored-columns"
        >
          {t(m.ignoredColumns, {
            count: ignored.length,
            headers: ignored.map((header) => `“${header || t(m.noHeader)}”`).join(', '),
          })}
        </p>
      ) : null}
      {inspections > 0 ? (
        <p className="text-sm text-slate-700">{t(m.lastInspections, { count: inspections })}</p>
      ) : null}
      {result.alreadyImported ? (
        <p role="status" className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
          {t(m.alreadyImported)}
        </p>
      ) : null}
      {result.errorCount > 0 ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">
            {result.errorRows.length > 0 && !result.errors.some((error) => error.row === 1)
              ? t(m.rowErrorsInFile, {
                  count: result.errorRows.length,
                  number: result.errorRows.length.toLocaleString(locale),
                })
              : t(m.errorsInFile, { count: result.errorCount })}
            {result.errors.length < result.errorCount
              ? ` ${t(m.firstListed, { number: result.errors.length.toLocaleString(locale) })}`
              : ''}
          </p>
          <ul className="mt-2 max-h-80 space-y-1 overflow-y-auto">
            {result.errors.map((error, index) => (
              <li key={index} className="break-words">
                {error.column
                  ? t(m.rowColumnError, { row: error.row, column: error.column, message: error.message })
                  : t(m.rowError, { row: error.row, message: error.message })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

import type { ImportResult } from '@harbour/contract';
import { countWords } from '@/lib/count-words';

/** What a preview found: counts, and each row's errors with its row and column. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const counts = [
    { label: 'to create', value: result.created },
    { label: 'to update', value: result.updated },
    { label: 'unchanged', value: result.unchanged },
    { label: 'errors', value: result.errorCount },
  ];
  const inspections = result.inspections;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Preview">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs uppercase text-slate-500">{label}</dt>
            <dd className="text-2xl font-semibold text-navy-900" data-count={label}>
              {value.toLocaleString('en')}
            </dd>
          </div>
        ))}
      </dl>
      {inspections > 0 ? (
        <p className="text-sm text-slate-700">
          {countWords(inspections, 'last inspection', 'last inspections')} will be recorded as imported from
          the register.
        </p>
      ) : null}
      {result.alreadyImported ? (
        <p role="status" className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
          This file was imported already: importing it again changes nothing.
        </p>
      ) : null}
      {result.errorCount > 0 ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">
            {countWords(result.errorCount, 'error', 'errors')} in the file: nothing can be imported until they
            are fixed.
            {result.errors.length < result.errorCount
              ? ` The first ${result.errors.length.toLocaleString('en')} are listed.`
              : ''}
          </p>
          <ul className="mt-2 max-h-80 space-y-1 overflow-y-auto">
            {result.errors.map((error, index) => (
              <li key={index} className="break-words">
                Row {error.row}
                {error.column ? `, ${error.column}` : ''}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

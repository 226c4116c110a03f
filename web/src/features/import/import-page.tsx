import { useState } from 'react';
import { Link } from 'react-router';
import { Download, Upload } from 'lucide-react';
import { IMPORT_LIMITS, type ImportDateOrders, type ImportMapping } from '@harbour/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { messageOr } from '@/lib/error-message';
import { saveBlob } from '@/lib/save-blob';
import { useImportAssets } from './api/import-assets';
import { ColumnMapping } from './components/column-mapping';
import { DateColumns } from './components/date-columns';
import { ImportSummary } from './components/import-summary';
import { useTranslation } from '@/i18n/use-translation';
import { importMessages as m } from './import-messages';
import { templateCsv } from './template-csv';

const MEGABYTES = Math.round(IMPORT_LIMITS.fileBytes / (1024 * 1024));

/** /admin/import: a CSV of assets, previewed (with its columns' mapping and each row's errors), then committed. */
export function ImportPage() {
  const { t, locale = 'en' } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [dateOrder, setDateOrder] = useState<ImportDateOrders>({});
  const preview = useImportAssets();
  const commit = useImportAssets();

  function runPreview(next: File, nextMapping: ImportMapping, nextOrders: ImportDateOrders = dateOrder) {
    commit.reset();
    preview.mutate({ file: next, mapping: nextMapping, dateOrder: nextOrders, dryRun: true });
  }

  const result = preview.data;
  const busy = preview.isPending || commit.isPending;
  const changes = result ? result.created + result.updated : 0;
  const importable = result && !result.alreadyImported && changes > 0 && !commit.data;
  const ready = importable && result.errorCount === 0;
  // Errors of single rows (not of a whole column, which is row 1) leave the other rows importable.
  const rowErrorsOnly = result && result.errorRows.length > 0 && !result.errors.some((e) => e.row === 1);
  const errorRows = commit.data?.errorRows ?? (rowErrorsOnly ? result.errorRows : []);

  async function downloadErrorRows(chosen: File, answer: NonNullable<typeof result>) {
    // Fetched when asked for: most imports have no rows to give back.
    const { rowsWithErrorsCsv } = await import('./rows-with-errors-csv');
    const csv = rowsWithErrorsCsv(await chosen.text(), answer, t(m.errorColumn));
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'assets-rows-with-errors.csv');
  }

  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle, { megabytes: MEGABYTES })} />
      <Card className="mb-6">
        <div className="space-y-3 p-5">
          <label className="block text-sm font-medium text-slate-700" htmlFor="import-file">
            {t(m.csvFile)}
          </label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm file:mr-3 file:h-10 file:rounded-lg file:border-0 file:bg-navy-800 file:px-4 file:text-white"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setMapping({});
              setDateOrder({});
              if (chosen) runPreview(chosen, {}, {});
            }}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button
              variant="secondary"
              onClick={() =>
                saveBlob(new Blob([templateCsv()], { type: 'text/csv;charset=utf-8' }), 'assets-template.csv')
              }
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {t(m.downloadTemplate)}
            </Button>
            <span className="text-sm text-slate-500">{t(m.templateHint)}</span>
          </div>
          {preview.isPending ? <p className="text-sm text-slate-500">{t(m.reading)}</p> : null}
          {preview.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {messageOr(preview.error, t(m.readFailed))}
            </p>
          ) : null}
        </div>
      </Card>
      {result && file ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader title={t(m.columns)} />
            <div className="overflow-x-auto p-5">
              <ColumnMapping
                columns={result.columns}
                disabled={busy}
                onChange={(header, field) => {
                  const next = { ...mapping, [header]: field };
                  setMapping(next);
                  runPreview(file, next);
                }}
              />
            </div>
          </Card>
          <Card>
            <CardHeader title={t(m.preview)} />
            <div className="space-y-4 p-5">
              <ImportSummary result={result} />
              <DateColumns
                result={result}
                orders={dateOrder}
                disabled={busy}
                onChoose={(header, order) => {
                  const next = { ...dateOrder, [header]: order };
                  setDateOrder(next);
                  runPreview(file, mapping, next);
                }}
              />
              {ready ? (
                <Button
                  variant="accent"
                  disabled={busy}
                  onClick={() => commit.mutate({ file, mapping, dateOrder, dryRun: false })}
                >
                  <Upload className="h-4 w-4" aria-hidden="true" />
                  {commit.isPending
                    ? t(m.importing)
                    : t(m.importAssets, { count: changes, number: changes.toLocaleString(locale) })}
                </Button>
              ) : null}
              {importable && rowErrorsOnly ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    commit.mutate({ file, mapping, dateOrder, dryRun: false, skipInvalidRows: true })
                  }
                >
                  <Upload className="h-4 w-4" aria-hidden="true" />
                  {commit.isPending
                    ? t(m.importing)
                    : t(m.importValidRows, { count: changes, number: changes.toLocaleString(locale) })}
                </Button>
              ) : null}
              {errorRows.length > 0 ? (
                <Button
                  variant="secondary"
                  onClick={() => void downloadErrorRows(file, commit.data ?? result)}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  {t(m.downloadErrorRows, {
                    count: errorRows.length,
                    number: errorRows.length.toLocaleString(locale),
                  })}
                </Button>
              ) : null}
              {commit.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {messageOr(commit.error, t(m.importFailed))}
                </p>
              ) : null}
              {commit.data?.committed ? (
                <div role="status" className="space-y-3 rounded-lg bg-green-50 p-3 text-sm text-green-900">
                  <p>
                    {t(m.imported, {
                      created: commit.data.created.toLocaleString(locale),
                      updated: commit.data.updated.toLocaleString(locale),
                    })}
                  </p>
                  {commit.data.skipped > 0 ? (
                    <p>
                      {t(m.leftOut, {
                        count: commit.data.skipped,
                        number: commit.data.skipped.toLocaleString(locale),
                      })}
                    </p>
                  ) : null}
                  <Link to={paths.admin.assets} className={buttonClasses('secondary')}>
                    {t(m.seeAssets)}
                  </Link>
                </div>
              ) : null}
            </div>
          </Card>
        </div>
      ) : null}
    </>
  );
}

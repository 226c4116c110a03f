/**
 * The availability report as a PDF an authority can send on: the period, the totals, each type against its
 * IALA O-130 target, then every asset worst first, in the reader's language, with a line to sign.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { AvailabilityAsset, AvailabilityReport, AvailabilityReportQuery } from '@harbour/contract';
import { REPORT_MARGIN, startReport } from '../common/pdf-document';
import type { ServerTranslator } from '../common/reader-language';
import { availabilityReportMessages as m } from './report-messages';

export interface AvailabilityPdfContext {
  orgName: string;
  timeZone: string;
  words: ServerTranslator;
}

const MARGIN = REPORT_MARGIN;
const HOUR_MS = 3_600_000;
/** Rows drawn between two yields to the event loop: about 10 ms of pdfkit's work on an idle core. */
const ROWS_PER_TURN = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const DATE_PATTERNS = { en: 'yyyy-MM-dd HH:mm', nb: 'dd.MM.yyyy HH:mm', nn: 'dd.MM.yyyy HH:mm' } as const;

export async function availabilityReportPdf(
  summary: AvailabilityReport,
  assets: AsyncIterable<AvailabilityAsset>,
  filters: AvailabilityReportQuery,
  context: AvailabilityPdfContext,
): Promise<Buffer> {
  const { t, language, locale } = context.words;
  const when = (iso: string) =>
    format(new TZDate(Date.parse(iso), context.timeZone), DATE_PATTERNS[language]);
  const decimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const hours = (ms: number | null) => (ms === null ? '—' : decimals.format(ms / HOUR_MS));
  const share = (value: number | null) => (value === null ? '—' : `${percent.format(value)} %`);
  const target = (value: number | null) => (value === null ? '—' : `${decimals.format(value)} %`);

  const title = t(m.title);
  const { doc, width, ensureRoom, table: rows, signedEnd, rowHeight } = startReport(title, context.orgName);
  const facts: [string, string][] = [
    [t(m.period), t(m.periodValue, { from: when(summary.from), to: when(summary.to) })],
    ['', t(m.measuredTo, { when: when(summary.measuredTo) })],
    [t(m.type), filters.type ?? t(m.all)],
    [t(m.location), filters.location ?? filters.locationId ?? t(m.all)],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('bold').text(label, MARGIN, y, { width: 95 });
    doc.font('body').text(value, MARGIN + 100, y, { width: width - 100 });
  }
  doc.moveDown(0.4);
  doc.font('body').fontSize(8).text(t(m.basis), MARGIN, doc.y, { width });

  const table = (columns: { title: string; width: number }[]) => rows(columns.map((c) => c.width));
  const heading = (text: string) => {
    doc.moveDown(0.8);
    ensureRoom(3 * rowHeight);
    doc.font('bold').fontSize(12).text(text, MARGIN);
  };
  const figureColumns = [
    { title: t(m.availability), width: 0.13 },
    { title: t(m.downtime), width: 0.11 },
    { title: t(m.failures), width: 0.08 },
    { title: t(m.mttr), width: 0.09 },
  ];
  const figures = (
    row: Pick<AvailabilityAsset, 'availability' | 'downtimeMs' | 'failures' | 'meanTimeToRepairMs'>,
  ) => [share(row.availability), hours(row.downtimeMs), String(row.failures), hours(row.meanTimeToRepairMs)];

  heading(t(m.totals));
  const totals = table([{ title: t(m.assets), width: 0.12 }, ...figureColumns]);
  totals([t(m.assets), ...figureColumns.map((c) => c.title)], 'bold');
  totals([String(summary.totals.assets), ...figures(summary.totals)], 'body');
  doc
    .font('body')
    .fontSize(9)
    .text(
      t(m.belowCount, { assets: summary.totals.assetsBelowTarget, types: summary.totals.typesBelowTarget }),
      MARGIN,
    );

  heading(t(m.byType));
  const byType = table([
    { title: t(m.type), width: 0.22 },
    { title: t(m.assets), width: 0.08 },
    { title: t(m.category), width: 0.08 },
    { title: t(m.target), width: 0.08 },
    ...figureColumns,
    { title: t(m.belowTarget), width: 0.13 },
  ]);
  if (summary.types.length === 0) doc.font('body').fontSize(9).text(t(m.none));
  else
    byType(
      [
        t(m.type),
        t(m.assets),
        t(m.category),
        t(m.target),
        ...figureColumns.map((c) => c.title),
        t(m.belowTarget),
      ],
      'bold',
    );
  for (const type of summary.types)
    byType(
      [
        type.type ?? t(m.noType),
        String(type.assets),
        type.category === null ? '—' : String(type.category),
        target(type.target),
        ...figures(type),
        type.belowTarget ? t(m.yes) : '',
      ],
      'body',
    );

  heading(t(m.byAsset, { count: summary.totals.assets }));
  const byAsset = table([
    { title: t(m.asset), width: 0.18 },
    { title: t(m.type), width: 0.12 },
    { title: t(m.location), width: 0.12 },
    { title: t(m.target), width: 0.07 },
    ...figureColumns,
    { title: t(m.belowTarget), width: 0.1 },
  ]);
  byAsset(
    [t(m.asset), t(m.type), t(m.location), t(m.target), ...figureColumns.map((c) => c.title), ''],
    'bold',
  );
  let drawn = 0;
  for await (const asset of assets) {
    if (++drawn % ROWS_PER_TURN === 0) await nextTurn();
    byAsset(
      [
        asset.name,
        asset.type,
        asset.location,
        target(asset.target),
        ...figures(asset),
        asset.belowTarget ? t(m.yes) : '',
      ],
      'body',
    );
  }

  return signedEnd(t(m.signature), t(m.date));
}

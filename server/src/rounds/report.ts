/**
 * A round's report: a PDF an inspector can sign (who, where, when, what was found, missing and
 * unexpected, which checklist items failed) and a CSV with one row per expected or unexpected asset.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { syncedLate, type Message, type RoundItemState } from '@harbour/contract';
import { REPORT_MARGIN, startReport } from '../common/pdf-document';
import { calendarDayIn, type ServerTranslator } from '../common/reader-language';
import { countsOf, positionOf } from './dto';
import type { RoundItemRow } from './repository';
import { reportMessages as m } from './report-messages';
import { scopeOf, type RoundView } from './service';

export interface RoundReport extends RoundView {
  items: RoundItemRow[];
  failures: {
    assetName: string;
    location: string;
    performedAt: string;
    receivedAt: string | null;
    username: string;
    failedItems: string[];
    notes: string | null;
  }[];
}

export interface ReportContext {
  orgName: string;
  timeZone: string;
  /** The requester's language. */
  words: ServerTranslator;
}

const KIND_TITLES = { audit: m.audit, stocktake: m.stocktake, inspection: m.inspection } as const;

/** Times as the reader's language writes them: ISO-like in English (as before), day first in Norwegian. */
const TIME_PATTERNS = {
  en: { dateTime: 'yyyy-MM-dd HH:mm', otherDay: 'MM-dd HH:mm' },
  nb: { dateTime: 'dd.MM.yyyy HH:mm', otherDay: 'dd.MM HH:mm' },
  nn: { dateTime: 'dd.MM.yyyy HH:mm', otherDay: 'dd.MM HH:mm' },
} as const;

const REPORT_COLUMNS = [
  'assetId',
  'assetName',
  'assetType',
  'location',
  'expected',
  'state',
  'markedAt',
  'markedBy',
  'latitude',
  'longitude',
  'accuracy',
  'movedAt',
  'markReceivedAt',
] as const;

/** The report's CSV records, header first (http/csv-download.ts writes them as the exports are written). */
export function roundReportCsv(report: RoundReport): (string | number)[][] {
  const rows = report.items.map((item) => [
    item.asset_id,
    item.asset_name,
    item.asset_type,
    item.asset_location,
    item.state === 'unexpected' ? 'no' : 'yes',
    item.state,
    item.marked_at ?? '',
    item.marked_by ?? '',
    item.latitude ?? '',
    item.longitude ?? '',
    item.accuracy ?? '',
    item.moved_at ?? '',
    item.mark_received_at ?? '',
  ]);
  return [[...REPORT_COLUMNS], ...rows];
}

/** The name the report downloads under: the round's name made safe, with the start date. */
export function reportFileName(report: RoundReport, extension: 'pdf' | 'csv'): string {
  const base = report.row.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'round';
  return `${base} ${report.row.started_at.slice(0, 10)}.${extension}`;
}

const MARGIN = REPORT_MARGIN;
const SECTIONS: { state: RoundItemState; title: Message<string> }[] = [
  { state: 'missing', title: m.missing },
  { state: 'pending', title: m.pending },
  { state: 'unexpected', title: m.unexpected },
  { state: 'found', title: m.found },
];

/** Rows drawn between two yields to the event loop: about 10 ms of pdfkit's work on an idle core. */
const ROWS_PER_TURN = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The report as a PDF. A round of 5,000 lines is seconds of drawing: it yields to the event loop every
 * ROWS_PER_TURN rows, so other requests are answered meanwhile instead of waiting for the whole document.
 */
export async function roundReportPdf(report: RoundReport, context: ReportContext): Promise<Buffer> {
  const { row } = report;
  const { t, language } = context.words;
  const patterns = TIME_PATTERNS[language];
  const at = (iso: string, pattern: string) => format(new TZDate(Date.parse(iso), context.timeZone), pattern);
  const when = (iso: string | null) => (iso === null ? '' : at(iso, patterns.dateTime));
  // A record made offline says when it reached the server too: its time is the device's, not the sync's.
  const recorded = (iso: string | null, receivedAt: string | null) => {
    if (iso === null || !syncedLate(iso, receivedAt) || receivedAt === null) return when(iso);
    const sameDay = at(iso, 'yyyy-MM-dd') === at(receivedAt, 'yyyy-MM-dd');
    return t(m.synced, { when: when(iso), at: at(receivedAt, sameDay ? 'HH:mm' : patterns.otherDay) });
  };
  const title = t(m.title, { kind: t(KIND_TITLES[row.kind]), name: row.name });
  const { doc, width, ensureRoom, table, signedEnd, rowHeight } = startReport(title, context.orgName);
  const scope = scopeOf(row);
  const counts = countsOf(row);
  const facts: [string, string][] = [
    [t(m.status), t(row.status === 'open' ? m.open : m.finished)],
    [t(m.locations), scope.locations.join(', ') || t(m.all)],
    [t(m.assetTypes), scope.types.join(', ') || t(m.all)],
    ...(row.plan_name ? [[t(m.plan), row.plan_name] as [string, string]] : []),
    [t(m.people), report.assignees.map((a) => a.username).join(', ') || '—'],
    [t(m.createdBy), row.created_by],
    [t(m.started), when(row.started_at)],
    [
      t(m.finishedAt),
      row.finished_at ? t(m.finishedBy, { when: when(row.finished_at), name: row.finished_by ?? '' }) : '—',
    ],
    ...(row.due_on ? [[t(m.due), calendarDayIn(language, row.due_on)] as [string, string]] : []),
    [t(m.counts), t(row.status === 'open' ? m.countsOpen : m.countsFinished, { ...counts })],
    [t(m.times), t(m.timeZone, { zone: context.timeZone })],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('bold').text(label, MARGIN, y, { width: 95 });
    doc.font('body').text(value, MARGIN + 100, y, { width: width - 100 });
  }

  const columns = [
    { title: t(m.asset), width: 0.23 },
    { title: t(m.type), width: 0.1 },
    { title: t(m.location), width: 0.13 },
    // Room for a mark made offline: '2026-11-28 09:00, synced 11-29 15:02'.
    { title: t(m.when), width: 0.37 },
    { title: t(m.by), width: 0.17 },
  ];
  const cells = table(columns.map((c) => c.width));

  let drawn = 0;
  for (const section of SECTIONS) {
    const items = report.items.filter((item) => item.state === section.state);
    if (items.length === 0 && section.state !== 'missing') continue;
    doc.moveDown(0.8);
    ensureRoom(3 * rowHeight);
    doc
      .font('bold')
      .fontSize(12)
      .text(t(m.section, { title: t(section.title), count: items.length }), MARGIN);
    if (items.length === 0) {
      doc.font('body').fontSize(9).text(t(m.none));
      continue;
    }
    cells(
      columns.map((c) => c.title),
      'bold',
    );
    for (const item of items) {
      if (++drawn % ROWS_PER_TURN === 0) await nextTurn();
      const position = positionOf(item);
      const where = item.moved_at ? t(m.movedHere, { location: item.asset_location }) : item.asset_location;
      const by = [
        item.marked_by ?? '',
        position ? `${position.lat.toFixed(5)}, ${position.lon.toFixed(5)}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
      cells(
        [item.asset_name, item.asset_type, where, recorded(item.marked_at, item.mark_received_at), by],
        'body',
      );
    }
  }

  if (report.failures.length > 0 || row.kind === 'inspection') {
    doc.moveDown(0.8);
    ensureRoom(3 * rowHeight);
    doc
      .font('bold')
      .fontSize(12)
      .text(t(m.failures, { count: report.failures.length }), MARGIN);
    doc.font('body').fontSize(9);
    if (report.failures.length === 0) doc.text(t(m.none));
    for (const failure of report.failures) {
      ensureRoom(2 * rowHeight);
      doc
        .font('bold')
        .text(
          `${failure.assetName} · ${failure.location} · ${recorded(failure.performedAt, failure.receivedAt)} · ${failure.username}`,
        );
      doc
        .font('body')
        .text(
          `${t(m.failed, { items: failure.failedItems.join(', ') || '—' })}${failure.notes ? `. ${failure.notes}` : ''}`,
        );
    }
  }

  return signedEnd(t(m.signature), t(m.date));
}

/**
 * A round's report: a PDF an inspector can sign (who, where, when, what was found, missing and
 * unexpected, which checklist items failed) and a CSV with one row per expected or unexpected asset.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { syncedLate, type RoundItemState } from '@harbour/contract';
import { createPdf, MM, pdfBytes } from '../common/pdf-document';
import { countsOf, positionOf } from './dto';
import type { RoundItemRow } from './repository';
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
}

const KIND_TITLES = { audit: 'Audit', stocktake: 'Stocktake', inspection: 'Inspection round' } as const;

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

const MARGIN = 15 * MM;
const ROW_HEIGHT = 13;
const SECTIONS: { state: RoundItemState; title: string }[] = [
  { state: 'missing', title: 'Missing' },
  { state: 'pending', title: 'Not yet found' },
  { state: 'unexpected', title: 'Unexpected' },
  { state: 'found', title: 'Found' },
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
  const at = (iso: string, pattern: string) => format(new TZDate(Date.parse(iso), context.timeZone), pattern);
  const when = (iso: string | null) => (iso === null ? '' : at(iso, 'yyyy-MM-dd HH:mm'));
  // A record made offline says when it reached the server too: its time is the device's, not the sync's.
  const recorded = (iso: string | null, receivedAt: string | null) => {
    if (iso === null || !syncedLate(iso, receivedAt) || receivedAt === null) return when(iso);
    const sameDay = at(iso, 'yyyy-MM-dd') === at(receivedAt, 'yyyy-MM-dd');
    return `${when(iso)}, synced ${at(receivedAt, sameDay ? 'HH:mm' : 'MM-dd HH:mm')}`;
  };
  const doc = createPdf({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${KIND_TITLES[row.kind]}: ${row.name}`, Author: context.orgName },
  });
  const done = pdfBytes(doc);

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom) doc.addPage();
  };

  doc.font('bold').fontSize(10).fillColor('#444444').text(context.orgName);
  doc.font('bold').fontSize(16).fillColor('#000000').text(`${KIND_TITLES[row.kind]}: ${row.name}`);
  doc.moveDown(0.4);
  const scope = scopeOf(row);
  const counts = countsOf(row);
  const facts: [string, string][] = [
    ['Status', row.status === 'open' ? 'Open (interim report)' : 'Finished'],
    ['Locations', scope.locations.join(', ') || 'All'],
    ['Asset types', scope.types.join(', ') || 'All'],
    ...(row.plan_name ? [['Inspection plan', row.plan_name] as [string, string]] : []),
    ['People', report.assignees.map((a) => a.username).join(', ') || '—'],
    ['Created by', row.created_by],
    ['Started', when(row.started_at)],
    ['Finished', row.finished_at ? `${when(row.finished_at)} by ${row.finished_by ?? ''}` : '—'],
    ...(row.due_on ? [['Due', row.due_on] as [string, string]] : []),
    [
      'Counts',
      `${counts.found} of ${counts.expected} found, ${counts.missing} ${row.status === 'open' ? 'not yet found' : 'missing'}, ${counts.unexpected} unexpected`,
    ],
    ['Times', `In ${context.timeZone}`],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('bold').text(label, MARGIN, y, { width: 95 });
    doc.font('body').text(value, MARGIN + 100, y, { width: width - 100 });
  }

  const columns = [
    { title: 'Asset', width: 0.23 },
    { title: 'Type', width: 0.1 },
    { title: 'Location', width: 0.13 },
    // Room for a mark made offline: '2026-11-28 09:00, synced 11-29 15:02'.
    { title: 'When', width: 0.37 },
    { title: 'By', width: 0.17 },
  ].map((c) => ({ ...c, width: c.width * width }));
  const cells = (values: string[], font: 'body' | 'bold') => {
    ensureRoom(ROW_HEIGHT);
    const y = doc.y;
    let x = MARGIN;
    doc.font(font).fontSize(8);
    values.forEach((value, i) => {
      const column = columns[i]!;
      doc.text(value, x, y, {
        width: column.width - 4,
        lineBreak: false,
        ellipsis: true,
        height: ROW_HEIGHT,
      });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };

  let drawn = 0;
  for (const section of SECTIONS) {
    const items = report.items.filter((item) => item.state === section.state);
    if (items.length === 0 && section.state !== 'missing') continue;
    doc.moveDown(0.8);
    ensureRoom(3 * ROW_HEIGHT);
    doc.font('bold').fontSize(12).text(`${section.title} (${items.length})`, MARGIN);
    if (items.length === 0) {
      doc.font('body').fontSize(9).text('None.');
      continue;
    }
    cells(
      columns.map((c) => c.title),
      'bold',
    );
    for (const item of items) {
      if (++drawn % ROWS_PER_TURN === 0) await nextTurn();
      const position = positionOf(item);
      const where = item.moved_at ? `${item.asset_location} (moved here)` : item.asset_location;
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
    ensureRoom(3 * ROW_HEIGHT);
    doc.font('bold').fontSize(12).text(`Failed checklist items (${report.failures.length})`, MARGIN);
    doc.font('body').fontSize(9);
    if (report.failures.length === 0) doc.text('None.');
    for (const failure of report.failures) {
      ensureRoom(2 * ROW_HEIGHT);
      doc
        .font('bold')
        .text(
          `${failure.assetName} · ${failure.location} · ${recorded(failure.performedAt, failure.receivedAt)} · ${failure.username}`,
        );
      doc
        .font('body')
        .text(`Failed: ${failure.failedItems.join(', ') || '—'}${failure.notes ? `. ${failure.notes}` : ''}`);
    }
  }

  doc.moveDown(2);
  ensureRoom(70);
  doc.font('body').fontSize(10);
  const y = doc.y;
  for (const [i, label] of ['Inspector: name and signature', 'Date'].entries()) {
    const x = MARGIN + i * (width * 0.6);
    const lineWidth = i === 0 ? width * 0.55 : width * 0.35;
    doc
      .moveTo(x, y + 30)
      .lineTo(x + lineWidth, y + 30)
      .stroke();
    doc.text(label, x, y + 34, { width: lineWidth });
  }
  doc.end();
  return done;
}

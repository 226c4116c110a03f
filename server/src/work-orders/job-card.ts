/**
 * A work order's job card: a PDF of the asset, what was wrong (with the photos carried to it), the labour
 * and parts with when and who, the outcome and the drawn signature, in the reader's language.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import sharp from 'sharp';
import type { WorkOrder } from '@harbour/contract';
import { REPORT_MARGIN, startReport } from '../common/pdf-document';
import { calendarDayIn, type ServerTranslator } from '../common/reader-language';
import { jobCardMessages as m } from './job-card-messages';

export interface JobCardContext {
  orgName: string;
  timeZone: string;
  /** The reader's language. */
  words: ServerTranslator;
}

/** The stored images of the card: its photos (by URL) and the signature, as the files table keeps them. */
export interface JobCardImages {
  photos: Map<string, Buffer>;
  signature: Buffer | null;
}

const MARGIN = REPORT_MARGIN;
const PHOTO_EDGE = 120;

const PRIORITY = { urgent: m.urgent, high: m.high, normal: m.normal, low: m.low } as const;
const STATUS = {
  open: m.open,
  'in-progress': m.inProgress,
  'waiting-parts': m.waitingParts,
  done: m.done,
  cancelled: m.cancelled,
} as const;
const OUTCOME = {
  fixed: m.fixed,
  replaced: m.replaced,
  'not-fixed': m.notFixed,
  deferred: m.deferred,
} as const;
const TIME_PATTERN = { en: 'yyyy-MM-dd HH:mm', nb: 'dd.MM.yyyy HH:mm', nn: 'dd.MM.yyyy HH:mm' } as const;

/** pdfkit draws PNG and JPEG only: the stored WebP images are turned into PNG for it. */
const drawable = (bytes: Buffer) => sharp(bytes).png().toBuffer();

export async function jobCardPdf(
  order: WorkOrder,
  images: JobCardImages,
  context: JobCardContext,
): Promise<Buffer> {
  const { t, language } = context.words;
  const when = (iso: string) => format(new TZDate(Date.parse(iso), context.timeZone), TIME_PATTERN[language]);
  const title = t(m.title, { number: order.number });
  const { doc, done, width, ensureRoom } = startReport(title, context.orgName);
  const heading = (text: string) => {
    doc.moveDown(0.8);
    ensureRoom(40);
    doc.font('bold').fontSize(12).text(text, MARGIN);
    doc.font('body').fontSize(9);
  };

  doc.font('bold').fontSize(12).text(order.title);
  doc.moveDown(0.4);
  const facts: [string, string][] = [
    [t(m.asset), order.asset.name],
    [t(m.type), order.asset.type],
    [t(m.location), order.asset.location],
    [t(m.priority), t(PRIORITY[order.priority])],
    [t(m.status), t(STATUS[order.status])],
    [t(m.assignees), order.assignees.map((a) => a.username).join(', ') || '—'],
    [t(m.due), order.dueOn ? calendarDayIn(language, order.dueOn) : '—'],
    [t(m.created), when(order.createdAt)],
  ];
  doc.fontSize(10);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('bold').text(label, MARGIN, y, { width: 95 });
    doc.font('body').text(value, MARGIN + 100, y, { width: width - 100 });
  }

  heading(t(m.whatWasWrong));
  if (order.description) doc.text(order.description, MARGIN, doc.y, { width });
  for (const note of order.carriedNotes)
    doc.text(
      t(note.from === 'inspection' ? m.carriedFromInspection : m.carriedFromDefect, { text: note.text }),
      MARGIN,
      doc.y,
      { width },
    );
  if (order.notes) doc.text(`${t(m.notes)}: ${order.notes}`, MARGIN, doc.y, { width });

  const photos = order.photos.filter((photo) => images.photos.has(photo.url));
  if (photos.length > 0) {
    heading(t(m.photos, { count: photos.length }));
    let x = MARGIN;
    for (const photo of photos) {
      if (x + PHOTO_EDGE > MARGIN + width) {
        x = MARGIN;
        doc.y += PHOTO_EDGE + 16;
      }
      ensureRoom(PHOTO_EDGE + 16);
      const y = doc.y;
      doc.image(await drawable(images.photos.get(photo.url)!), x, y, { fit: [PHOTO_EDGE, PHOTO_EDGE] });
      doc.fontSize(7).text(photo.caption ?? '', x, y + PHOTO_EDGE + 2, {
        width: PHOTO_EDGE,
        lineBreak: false,
        ellipsis: true,
      });
      doc.y = y;
      x += PHOTO_EDGE + 8;
    }
    doc.y += PHOTO_EDGE + 16;
    doc.x = MARGIN;
    doc.fontSize(9);
  }

  const table = (columns: { title: string; share: number }[], rows: string[][]) => {
    const widths = columns.map((c) => c.share * width);
    const row = (values: string[], font: 'body' | 'bold') => {
      ensureRoom(13);
      const y = doc.y;
      let x = MARGIN;
      doc.font(font).fontSize(8);
      values.forEach((value, i) => {
        doc.text(value, x, y, { width: widths[i]! - 4, lineBreak: false, ellipsis: true, height: 13 });
        x += widths[i]!;
      });
      doc.x = MARGIN;
      doc.y = y + 13;
    };
    if (rows.length === 0) {
      doc.font('body').fontSize(9).text(t(m.none), MARGIN);
      return;
    }
    row(
      columns.map((c) => c.title),
      'bold',
    );
    for (const values of rows) row(values, 'body');
  };

  const totalMinutes = order.labour.reduce((sum, entry) => sum + entry.minutes, 0);
  heading(t(m.labour, { total: totalMinutes }));
  table(
    [
      { title: t(m.when), share: 0.22 },
      { title: t(m.by), share: 0.2 },
      { title: t(m.minutes), share: 0.12 },
      { title: t(m.note), share: 0.46 },
    ],
    order.labour.map((entry) => [
      when(entry.occurredAt),
      entry.by.username,
      String(entry.minutes),
      entry.note ?? '',
    ]),
  );
  heading(t(m.parts));
  table(
    [
      { title: t(m.when), share: 0.22 },
      { title: t(m.by), share: 0.2 },
      { title: t(m.quantity), share: 0.14 },
      { title: t(m.part), share: 0.44 },
    ],
    order.parts.map((entry) => [
      when(entry.occurredAt),
      entry.by.username,
      `${entry.quantity.toLocaleString(context.words.locale)} ${entry.unit}`,
      entry.text,
    ]),
  );

  heading(t(m.outcome));
  if (order.outcome === null || order.completion === null) doc.text(t(m.notCompleted), MARGIN);
  else {
    doc.font('bold').text(t(OUTCOME[order.outcome]), MARGIN);
    doc
      .font('body')
      .text(t(m.completedBy, { when: when(order.completion.at), name: order.completion.by.username }));
    if (order.completion.note) doc.text(order.completion.note, MARGIN, doc.y, { width });
    if (images.signature) {
      ensureRoom(80);
      doc.moveDown(0.4).text(`${t(m.signature)}:`, MARGIN);
      doc.image(await drawable(images.signature), MARGIN, doc.y, { fit: [200, 70] });
      doc.y += 74;
    }
  }
  doc.moveDown(0.8);
  doc
    .fontSize(7)
    .fillColor('#666666')
    .text(t(m.times, { zone: context.timeZone }), MARGIN);
  doc.end();
  return done;
}

/**
 * Draws labels on the cells of a layout: the QR code as vector squares with its quiet zone, the name
 * (shrunk, then cut with an ellipsis: never into the next label), a short code a person can read, and the
 * authority's name. A code whose modules would print smaller than a phone reads is refused before any
 * page is drawn.
 */
import QRCode from 'qrcode';
import type { ErrorCorrectionLevel, LabelTemplate } from '@harbour/contract';
import { ValidationError } from '../errors';
import { createPdf, fitLines, MM, writeLines } from '../common/pdf-document';
import { layoutLabels, type Cell, type PrinterCorrection } from './layout';

export interface LabelContent {
  /** What the code encodes: the asset's link, or a blank code's. */
  payload: string;
  title: string;
  /** A line under the title: a field of the asset's type ("IMO 9074729"). */
  detail?: string;
  /** A short code a person reads off the label. */
  code: string;
}

export interface SheetOptions {
  template: LabelTemplate;
  startAt: number;
  errorCorrection: ErrorCorrectionLevel;
  correction: PrinterCorrection;
  orgName: string;
}

/** Modules of white around a code: the quiet zone a decoder needs to find it. */
const QUIET_MODULES = 4;
/** The smallest module a phone camera reads reliably at arm's length off scratched stock. */
const MIN_MODULE_MM = 0.35;
const PADDING_MM = 1.5;

/** The code's matrix: dark modules as runs along each row (fewer, longer rectangles to draw). */
function codeRuns(payload: string, level: ErrorCorrectionLevel) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: level });
  const runs: { row: number; start: number; length: number }[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ row, start, length: column - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/** Where the code and the text go in a cell: the code at the left of a wide label, on top of a square one. */
function arrange(cell: Cell) {
  const pad = PADDING_MM;
  const wide = cell.width >= cell.height * 1.6;
  if (wide) {
    const side = cell.height - 2 * pad;
    const textX = cell.x + side + 2 * pad;
    return {
      code: { x: cell.x + pad, y: cell.y + pad, side },
      text: { x: textX, y: cell.y + pad, width: cell.x + cell.width - pad - textX, height: side },
    };
  }
  const textHeight = Math.min(cell.height * 0.3, 12);
  const side = Math.min(cell.width - 2 * pad, cell.height - 2 * pad - textHeight);
  return {
    code: { x: cell.x + (cell.width - side) / 2, y: cell.y + pad, side },
    text: { x: cell.x + pad, y: cell.y + pad + side, width: cell.width - 2 * pad, height: textHeight },
  };
}

/** Refuses a print whose codes would be too fine for their labels, saying what would work. */
export function checkModuleSize(options: SheetOptions, longestPayload: string): void {
  const cell = layoutLabels(options.template, 1, 1, options.correction)[0]!;
  const { side } = arrange(cell).code;
  const { size } = codeRuns(longestPayload, options.errorCorrection);
  const moduleMm = side / (size + 2 * QUIET_MODULES);
  if (moduleMm >= MIN_MODULE_MM) return;
  const hint =
    options.errorCorrection === 'H'
      ? 'choose error correction M, or a larger label'
      : 'choose a larger label, or a shorter PUBLIC_URL';
  throw new ValidationError(
    'label-too-small',
    `These codes would print with ${moduleMm.toFixed(2)} mm squares on ${options.template.name} labels, smaller than the ${MIN_MODULE_MM} mm a phone reads reliably: ${hint}`,
    {
      templateId: { code: 'too-small', message: `Too small for error correction ${options.errorCorrection}` },
    },
  );
}

function drawCode(
  doc: PDFKit.PDFDocument,
  payload: string,
  level: ErrorCorrectionLevel,
  at: { x: number; y: number; side: number },
) {
  const { size, runs } = codeRuns(payload, level);
  const module = (at.side * MM) / (size + 2 * QUIET_MODULES);
  const left = at.x * MM + QUIET_MODULES * module;
  const top = at.y * MM + QUIET_MODULES * module;
  doc.rect(at.x * MM, at.y * MM, at.side * MM, at.side * MM).fill('#ffffff');
  // Each run a hair taller and wider than its modules, so no white seam shows between neighbours.
  for (const run of runs)
    doc.rect(left + run.start * module, top + run.row * module, run.length * module + 0.01, module + 0.01);
  doc.fill('#000000');
}

function drawText(
  doc: PDFKit.PDFDocument,
  content: LabelContent,
  orgName: string,
  area: ReturnType<typeof arrange>['text'],
  centred: boolean,
) {
  const width = area.width * MM;
  const x = area.x * MM;
  const height = area.height * MM;
  const align = centred ? 'center' : 'left';
  const titleSize = Math.min(13, height * 0.3);
  const title = fitLines(doc, content.title, width, 'bold', titleSize, 5, 2);
  const code = fitLines(doc, content.code, width, 'body', Math.min(8, titleSize * 0.7), 4);
  const detail = content.detail ? fitLines(doc, content.detail, width, 'body', code.size, 4) : undefined;
  const org = fitLines(doc, orgName, width, 'body', Math.min(7, titleSize * 0.6), 3.5);
  const used = (title.lines.length * title.size + (detail?.size ?? 0) + code.size + org.size) * 1.2;
  let y = area.y * MM + (centred ? 0 : Math.max(0, (height - used) / 2));
  doc.fillColor('#000000');
  y += writeLines(doc, title, { x, y, width }, 'bold', align);
  if (detail) y += writeLines(doc, detail, { x, y, width }, 'body', align);
  y += writeLines(doc, code, { x, y, width }, 'body', align);
  doc.fillColor('#444444');
  writeLines(doc, org, { x, y, width }, 'body', align);
  doc.fillColor('#000000');
}

/** Output waiting for the client before the next page is drawn: a slow download holds a few pages, not all. */
const BUFFERED_BYTES_LIMIT = 1 << 20;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

/**
 * The labels as one PDF document (a stream): pages as the layout says, one label per cell. Drawn a page at a
 * time, yielding between pages, so a 1,000-label sheet neither blocks other requests nor sits whole in memory.
 */
export function renderLabelSheet(contents: LabelContent[], options: SheetOptions): PDFKit.PDFDocument {
  const { template } = options;
  const size = [template.page.width * MM, template.page.height * MM];
  const doc = createPdf({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Labels: ${template.name}`, Author: options.orgName },
  });
  const cells = layoutLabels(template, contents.length, options.startAt, options.correction);

  async function draw() {
    let page = -1;
    for (const [i, cell] of cells.entries()) {
      if (cell.page > page) {
        if (page >= 0) await nextTurn();
        while (doc.readableLength > BUFFERED_BYTES_LIMIT && !doc.destroyed) await pause();
        if (doc.destroyed) return;
        while (page < cell.page) {
          doc.addPage({ size, margin: 0 });
          page++;
        }
      }
      const parts = arrange(cell);
      drawCode(doc, contents[i]!.payload, options.errorCorrection, parts.code);
      drawText(doc, contents[i]!, options.orgName, parts.text, parts.text.y > parts.code.y);
    }
    doc.end();
  }
  draw().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}

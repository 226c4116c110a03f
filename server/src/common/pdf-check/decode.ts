/**
 * The data of the streams we must read (object streams and cross-reference streams): FlateDecode, with
 * the PNG predictors cross-reference streams use. All inflating shares one budget, so a decompression
 * bomb is refused rather than filling memory.
 */
import { inflateSync } from 'node:zlib';
import { PdfRefused } from './refusal';
import { arrayEntry, entry, integerEntry, type PdfDictionary, type PdfValue } from './values';

export interface InflateBudget {
  left: number;
}

const cannotCheck = (what: string) => new PdfRefused({ problem: 'unreadable', what });

function single(value: PdfValue | undefined, items: PdfValue[] | undefined): PdfValue | undefined {
  if (items) {
    if (items.length > 1) throw cannotCheck('a stream in a compression we cannot check');
    return items[0];
  }
  return value;
}

export function decodeStream(dictionary: PdfDictionary, data: Buffer, budget: InflateBudget): Buffer {
  const filter = single(entry(dictionary, 'Filter'), arrayEntry(dictionary, 'Filter'));
  const parameters = single(entry(dictionary, 'DecodeParms'), arrayEntry(dictionary, 'DecodeParms'));
  if (filter === undefined) {
    if (parameters !== undefined) throw cannotCheck('a stream in a compression we cannot check');
    return data;
  }
  if (filter.kind !== 'name' || filter.value !== 'FlateDecode') {
    throw cannotCheck('a stream in a compression we cannot check');
  }
  let inflated: Buffer;
  try {
    inflated = inflateSync(data, { maxOutputLength: Math.max(budget.left, 1) });
  } catch {
    // zlib's error is the answer: the data is corrupt or inflates past the budget (a decompression bomb).
    throw cannotCheck('a compressed stream that does not decompress within limits');
  }
  budget.left -= inflated.length;
  if (parameters === undefined || parameters.kind === 'constant') return inflated;
  if (parameters.kind !== 'dictionary') throw cannotCheck('a stream in a compression we cannot check');
  return unpredict(parameters, inflated);
}

/** Undoes a PNG predictor (/Predictor 10 to 15): each row starts with the filter byte of that row. */
function unpredict(parameters: PdfDictionary, data: Buffer): Buffer {
  const predictor = integerEntry(parameters, 'Predictor') ?? 1;
  if (predictor === 1) return data;
  const colors = integerEntry(parameters, 'Colors') ?? 1;
  const bits = integerEntry(parameters, 'BitsPerComponent') ?? 8;
  const columns = integerEntry(parameters, 'Columns') ?? 1;
  if (predictor < 10 || predictor > 15 || bits !== 8 || colors < 1 || colors > 4 || columns < 1) {
    throw cannotCheck('a stream in a compression we cannot check');
  }
  const pixel = colors;
  const row = colors * columns;
  const rows = Math.floor(data.length / (row + 1));
  const out = Buffer.alloc(rows * row);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (row + 1)]!;
    const source = r * (row + 1) + 1;
    const target = r * row;
    for (let i = 0; i < row; i++) {
      const raw = data[source + i]!;
      const left = i >= pixel ? out[target + i - pixel]! : 0;
      const up = r > 0 ? out[target - row + i]! : 0;
      const upLeft = r > 0 && i >= pixel ? out[target - row + i - pixel]! : 0;
      out[target + i] = (raw + predicted(type, left, up, upLeft)) & 0xff;
    }
  }
  return out;
}

function predicted(type: number, left: number, up: number, upLeft: number): number {
  switch (type) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const estimate = left + up - upLeft;
      const toLeft = Math.abs(estimate - left);
      const toUp = Math.abs(estimate - up);
      const toUpLeft = Math.abs(estimate - upLeft);
      if (toLeft <= toUp && toLeft <= toUpLeft) return left;
      return toUp <= toUpLeft ? up : upLeft;
    }
    default:
      throw cannotCheck('a stream in a compression we cannot check');
  }
}

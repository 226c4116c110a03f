/** Cross-reference tables and streams: the offsets readers will jump to, recorded to be checked. */
import { decodeStream, type InflateBudget } from './decode';
import type { FileMap } from './file-map';
import type { Lexer, Token } from './lexer';
import { damaged } from './refusal';
import { arrayEntry, integerEntry, readValue, type PdfDictionary } from './values';

const integer = (token: Token): number => {
  if (token.kind !== 'number' || !token.integer || token.value < 0) throw damaged();
  return token.value;
};

export function recordTrailer(map: FileMap, trailer: PdfDictionary): void {
  if (trailer.entries.has('Root')) map.hasRoot = true;
  for (const key of ['Prev', 'XRefStm']) {
    if (!trailer.entries.has(key)) continue;
    const offset = integerEntry(trailer, key);
    if (offset === undefined) throw damaged();
    map.sectionPointers.push(offset);
  }
}

/** `xref`, then subsections (first object, count, then `offset generation n|f` each), then the trailer. */
export function readXrefTable(lexer: Lexer, map: FileMap): void {
  for (;;) {
    const token = lexer.next();
    if (token.kind === 'keyword' && token.value === 'trailer') {
      const trailer = readValue(lexer);
      if (trailer.kind !== 'dictionary') throw damaged();
      recordTrailer(map, trailer);
      return;
    }
    const first = integer(token);
    const count = integer(lexer.next());
    for (let i = 0; i < count; i++) {
      const offset = integer(lexer.next());
      integer(lexer.next());
      const kind = lexer.next();
      if (kind.kind !== 'keyword' || (kind.value !== 'n' && kind.value !== 'f')) throw damaged();
      if (kind.value === 'n') map.entries.push(first + i, offset);
    }
  }
}

export function readXrefStream(
  dictionary: PdfDictionary,
  data: Buffer,
  map: FileMap,
  budget: InflateBudget,
): void {
  recordTrailer(map, dictionary);
  const widths = (arrayEntry(dictionary, 'W') ?? []).map((w) =>
    w.kind === 'number' && w.integer ? w.value : -1,
  );
  const size = integerEntry(dictionary, 'Size');
  const [typeWidth, offsetWidth, generationWidth] = widths;
  if (
    widths.length !== 3 ||
    typeWidth === undefined ||
    offsetWidth === undefined ||
    generationWidth === undefined
  ) {
    throw damaged();
  }
  if (widths.some((w) => w < 0 || w > 8) || offsetWidth === 0 || size === undefined) throw damaged();
  const index = (
    arrayEntry(dictionary, 'Index') ?? [
      { kind: 'number', value: 0, integer: true },
      { kind: 'number', value: size, integer: true },
    ]
  ).map((v) => (v.kind === 'number' && v.integer && v.value >= 0 ? v.value : -1));
  if (index.length % 2 === 1 || index.some((v) => v < 0)) throw damaged();
  const rows = decodeStream(dictionary, data, budget);
  const rowLength = typeWidth + offsetWidth + generationWidth;
  let position = 0;
  const field = (width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + rows[position++]!;
    return value;
  };
  for (let i = 0; i < index.length; i += 2) {
    const first = index[i]!;
    const count = index[i + 1]!;
    if (position + count * rowLength > rows.length) throw damaged();
    for (let n = 0; n < count; n++) {
      const type = typeWidth === 0 ? 1 : field(typeWidth);
      const second = field(offsetWidth);
      field(generationWidth);
      if (type === 1) map.entries.push(first + n, second);
      else if (type === 2) map.containers.add(second);
    }
  }
}

/** Hostile request bodies: JSON text (nested, duplicate and prototype keys), multipart forms, raw garbage. */
import fc from 'fast-check';
import { hostileKey, hostileString } from './strings';

export interface Body {
  payload: string | Buffer;
  headers: Record<string, string>;
}

/** A JSON value kept as text as it goes on the wire, so duplicate and `__proto__` keys survive. */
type Json = { text: string };

const jsonText = (value: unknown): Json => ({ text: JSON.stringify(value) ?? 'null' });

const RAW_NUMBERS = ['1e400', '-1e400', '-0', '1E-400', '123456789012345678901234567890', '0.1e1'];

const jsonLeaf: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(jsonText) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)).map(jsonText),
  },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => ({ text })) },
);

const objectText = (entries: [string, Json][]): Json => ({
  text: `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value.text}`).join(',')}}`,
});

const jsonValue = (keys: readonly string[]): fc.Arbitrary<Json> =>
  fc.letrec<{ value: Json }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      jsonLeaf,
      fc
        .array(tie('value'), { maxLength: 4 })
        .map((items) => ({ text: `[${items.map((i) => i.text).join(',')}]` })),
      fc.array(fc.tuple(hostileKey(keys), tie('value')), { maxLength: 4 }).map(objectText),
    ),
  })).value;

/** Nesting far deeper than any parser's recursion would like; the body limit caps it near 500,000. */
const deeplyNested: fc.Arbitrary<Json> = fc
  .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 1_000, max: 400_000 }))
  .map(([open, depth]) => ({
    text: open.repeat(depth) + (open === '[' ? '' : '1') + (open === '[' ? ']' : '}').repeat(depth),
  }));

const GARBAGE_JSON = [
  '{',
  '{"name":',
  '{,}',
  "{'name':'x'}",
  '[1,]',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  'nul',
  '"\\ud800"',
];

/** A field value that is sometimes what the endpoint wants, so the bodies reach past the schema. */
export type Plausible = Record<string, fc.Arbitrary<string>>;

/** JSON bodies: objects of the endpoint's fields with plausible or hostile values, plus any JSON at all. */
const jsonBody = (plausible: Plausible): fc.Arbitrary<Body> => {
  const keys = Object.keys(plausible);
  const entry = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...keys)
        .chain((k) => plausible[k]!.map((v) => [k, jsonText(v)] as [string, Json])),
    },
    { weight: 2, arbitrary: fc.tuple(hostileKey(keys), jsonValue(keys)) },
  );
  const text = fc.oneof(
    { weight: 6, arbitrary: fc.array(entry, { maxLength: 8 }).map(objectText) },
    { weight: 1, arbitrary: jsonValue(keys) },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 1, arbitrary: fc.constantFrom(...GARBAGE_JSON).map((t) => ({ text: t })) },
  );
  return text.map((json) => ({ payload: json.text, headers: { 'content-type': 'application/json' } }));
};

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  value: string | Uint8Array;
}

function multipartPayload(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const PART_TYPES = [
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'text/html',
  'application/json',
  'application/octet-stream',
];

/** Multipart forms: duplicate fields, stray files, too many parts, odd names; some cut short or mislabelled. */
const multipartBody = (plausible: Plausible): fc.Arbitrary<Body> => {
  const keys = [...Object.keys(plausible), 'assetImage'];
  const value = fc.oneof(
    hostileString,
    fc.constantFrom(...Object.keys(plausible)).chain((k) => plausible[k]!),
  );
  const part: fc.Arbitrary<Part> = fc.record(
    {
      name: hostileKey(keys),
      filename: fc.oneof(hostileString, fc.constantFrom('x.png', '', '../../x.jpg')),
      contentType: fc.oneof(
        fc.constantFrom(...PART_TYPES),
        fc.string({ unit: 'grapheme-ascii', maxLength: 20 }),
      ),
      value: fc.oneof(value, fc.uint8Array({ maxLength: 2048 })),
    },
    { requiredKeys: ['name', 'value'] },
  );
  const parts = fc.oneof(
    { weight: 5, arbitrary: fc.array(part, { maxLength: 8 }) },
    { weight: 1, arbitrary: fc.array(part, { minLength: 40, maxLength: 60 }) },
  );
  const damage = fc.constantFrom(
    'none',
    'none',
    'none',
    'truncate',
    'no-boundary',
    'wrong-boundary',
    'no-end',
  );
  const boundaries = fc.stringMatching(/^[0-9a-z]{16}$/);
  return fc.tuple(parts, damage, fc.nat(), boundaries).map(([list, how, cut, random]) => {
    const boundary = `----hostile${random}`;
    let payload = multipartPayload(list, boundary);
    let contentType = `multipart/form-data; boundary=${boundary}`;
    if (how === 'truncate') payload = payload.subarray(0, cut % Math.max(payload.length, 1));
    if (how === 'no-end') payload = payload.subarray(0, Math.max(0, payload.length - boundary.length - 8));
    if (how === 'no-boundary') contentType = 'multipart/form-data';
    if (how === 'wrong-boundary') contentType = 'multipart/form-data; boundary=not-the-one';
    return { payload, headers: { 'content-type': contentType } };
  });
};

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/mixed; boundary=x',
  'image/png',
  'application/octet-stream',
  '*/*',
  ';;;',
];

/** Raw garbage bodies under right, wrong and made-up content types. */
const rawBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...CONTENT_TYPES),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }),
    ),
    fc.oneof(
      hostileString,
      fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
    ),
  )
  .map(([type, payload]) => ({ payload, headers: { 'content-type': type } }));

/** Every kind of body an endpoint may be sent. */
export const anyBody = (plausible: Plausible): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 4, arbitrary: jsonBody(plausible) },
    { weight: 3, arbitrary: multipartBody(plausible) },
    { weight: 2, arbitrary: rawBody },
  );

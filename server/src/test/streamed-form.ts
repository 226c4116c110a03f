/**
 * A multipart form sent as a stream the test controls: its fields, then files of any size made a chunk at
 * a time as the server pulls them, so a test sees how much of the body the server read before answering,
 * and can hold a form open (unfinished) for as long as it likes.
 */
import { Readable } from 'node:stream';

const CHUNK = 64 * 1024;
const BOUNDARY = '----harbourstreamedform';

export interface StreamedForm {
  payload: Readable;
  headers: Record<string, string>;
  /** Bytes of the body the server has pulled so far. */
  pulled: () => number;
  /** Bytes of the whole body. */
  total: number;
  /** Lets a form made with `hold` finish. */
  finish: () => void;
}

export function streamedForm(
  fields: Record<string, string>,
  files: { field: string; bytes: number }[],
  { hold = false } = {},
): StreamedForm {
  const pieces: (Buffer | number)[] = [];
  for (const [name, value] of Object.entries(fields))
    pieces.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const { field, bytes } of files)
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const total = pieces.reduce<number>((sum, p) => sum + (typeof p === 'number' ? p : p.length), 0);

  let pulled = 0;
  let released = !hold;
  let waiting: (() => void) | undefined;
  let index = 0;
  let leftOfFile = -1;
  const payload: Readable = new Readable({
    read() {
      // A held form sends all but its closing boundary, then waits (a push of nothing would end it).
      if (!released && index === pieces.length - 1) {
        waiting = pushNext;
        return;
      }
      pushNext();
    },
  });
  function pushNext() {
    const piece = pieces[index];
    if (piece === undefined) return void payload.push(null);
    if (typeof piece !== 'number') {
      index++;
      pulled += piece.length;
      return void payload.push(piece);
    }
    if (leftOfFile < 0) leftOfFile = piece;
    const size = Math.min(CHUNK, leftOfFile);
    leftOfFile -= size;
    if (leftOfFile === 0) {
      index++;
      leftOfFile = -1;
    }
    pulled += size;
    payload.push(Buffer.alloc(size, 0xab));
  }
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    pulled: () => pulled,
    total,
    finish: () => {
      released = true;
      const next = waiting;
      waiting = undefined;
      next?.();
    },
  };
}

/** The PDF check's worker thread: bytes in, the refusal (or null) out, one file at a time. */
import { parentPort } from 'node:worker_threads';
import { checkPdf } from './check';

parentPort?.on('message', (bytes: Uint8Array) => {
  parentPort?.postMessage(checkPdf(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
});

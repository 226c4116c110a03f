/**
 * Runs the PDF check in a worker thread so that no upload holds the event loop: one worker (the machine
 * keeps its other cores for requests), files checked one after another, each within a time limit after
 * which the worker is ended and the file refused. The bundled server starts `pdf-check-worker.js` beside
 * it; from source (tests, `tsx`), the TypeScript worker is loaded through tsx.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfRefusal } from './refusal';

/** Far above the check's worst case (about a second for 10 MB on a busy core). */
const TIME_LIMIT_MS = 20_000;
const TOO_SLOW: PdfRefusal = { problem: 'unreadable', what: 'a structure that takes too long to check' };

function startWorker(): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const source = fileURLToPath(new URL('./worker.ts', here));
    const load = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(here)}))`;
    // No compile cache: it would leave files in the temporary directory that uploads must leave untouched.
    return new Worker(load, { eval: true, env: { ...process.env, TSX_DISABLE_CACHE: '1' } });
  }
  // Not the server's own node options: a preload meant for the main thread has no business here.
  return new Worker(new URL('./pdf-check-worker.js', here), { execArgv: [] });
}

interface Job {
  bytes: Buffer;
  resolve: (refusal: PdfRefusal | null) => void;
  reject: (error: unknown) => void;
}

class PdfCheckWorker {
  private worker: Worker | undefined;
  private readonly queue: Job[] = [];
  private running = false;

  check(bytes: Buffer): Promise<PdfRefusal | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, resolve, reject });
      this.runNext();
    });
  }

  private runNext(): void {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) return;
    this.running = true;
    const worker = (this.worker ??= startWorker());
    worker.unref();
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      this.running = false;
      settle();
      this.runNext();
    };
    const onMessage = (refusal: PdfRefusal | null) => finish(() => job.resolve(refusal));
    const onError = (error: unknown) => {
      this.worker = undefined;
      finish(() => job.reject(error));
    };
    const timer = setTimeout(() => {
      this.worker = undefined;
      void worker.terminate();
      finish(() => job.resolve(TOO_SLOW));
    }, TIME_LIMIT_MS);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(job.bytes);
  }
}

const pdfCheckWorker = new PdfCheckWorker();

export const checkPdfOffThread = (bytes: Buffer): Promise<PdfRefusal | null> => pdfCheckWorker.check(bytes);

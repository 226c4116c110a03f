/** What a browser receives for a file of the build: the bytes on the wire, as the server sends them. */
import { get } from 'node:http';

export type Encoding = 'gzip' | 'br';

export interface Transfer {
  /** Bytes of the body as sent (compressed when the server compressed it). */
  bytes: number;
  /** The Content-Encoding the server answered with; 'identity' when none. */
  encoding: string;
}

/** One GET with `Accept-Encoding: <encoding>`, the body counted without decoding it. */
export function transfer(url: string, encoding: Encoding): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${url} answered ${res.statusCode}`));
        return;
      }
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Each file's transfer in both encodings, fetched once. */
export class Transfers {
  private readonly known = new Map<string, Promise<Transfer>>();
  constructor(private readonly baseUrl: string) {}

  of(file: string, encoding: Encoding): Promise<Transfer> {
    const key = `${encoding} ${file}`;
    let found = this.known.get(key);
    if (!found) {
      found = transfer(`${this.baseUrl}/${file}`, encoding);
      this.known.set(key, found);
    }
    return found;
  }

  /** The bytes on the wire of every file, asked for in that encoding (a file under 1 KB is sent as it is). */
  async total(files: Iterable<string>, encoding: Encoding): Promise<number> {
    const all = await Promise.all([...files].map((file) => this.of(file, encoding)));
    return all.reduce((sum, t) => sum + t.bytes, 0);
  }
}

/** Reads the production build: the entry of index.html and the static import graph of the built chunks. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export class Build {
  private readonly cache = new Map<string, Buffer>();
  constructor(readonly dist: string) {}

  /** Files the HTML loads before any route code runs: the entry script and its preloads. */
  entryFiles(): string[] {
    const html = readFileSync(path.join(this.dist, 'index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
    ];
    return scripts.map((m) => m[1] ?? '').filter(Boolean);
  }

  /** The one built chunk of a source module, found by its file-name prefix (Vite names chunks after modules). */
  chunk(prefix: string): string {
    const assets = path.join(this.dist, 'assets');
    const matches = this.list().filter((f) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(f));
    if (matches.length !== 1)
      throw new Error(`expected one chunk named ${prefix}-<hash>.js in ${assets}, found ${matches.length}`);
    return `assets/${matches[0] ?? ''}`;
  }

  /** A file and everything it imports statically (what the browser must fetch before running it). */
  closure(files: readonly string[]): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = this.read(file).toString('utf8');
      for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\.?\/[^"']+\.js)["']/g)) {
        visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] ?? '')));
      }
    };
    files.forEach(visit);
    return seen;
  }

  private files: string[] | undefined;
  private list(): string[] {
    this.files ??= readdirSync(path.join(this.dist, 'assets'));
    return this.files;
  }

  private read(file: string): Buffer {
    let bytes = this.cache.get(file);
    if (!bytes) {
      bytes = readFileSync(path.join(this.dist, file));
      this.cache.set(file, bytes);
    }
    return bytes;
  }
}

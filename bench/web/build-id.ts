/** Which production build of web/ figures were measured on: the budget check ignores another build's. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function buildId(dist: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(dist, 'index.html')))
    .digest('hex')
    .slice(0, 16);
}

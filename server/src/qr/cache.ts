/** Recently rendered QR PNGs, keyed by payload: rendering is pure, so a cache can never be stale. */
import { renderQrPng } from './render';

export function createQrCache(maxEntries = 2000) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    png(payload: string): Promise<Buffer> {
      const hit = entries.get(payload);
      if (hit) {
        entries.delete(payload);
        entries.set(payload, hit);
        return hit;
      }
      const rendered = renderQrPng(payload);
      entries.set(payload, rendered);
      // Not swallowed: the caller awaits the same promise and gets the error; only the cache forgets it.
      rendered.catch(() => entries.delete(payload));
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return rendered;
    },
  };
}
export type QrCache = ReturnType<typeof createQrCache>;

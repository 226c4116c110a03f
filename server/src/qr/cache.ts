/**
 * Recently rendered QR images and label files: rendering is pure (the same payload and text give the same
 * bytes), so a cache can never be stale. A label PDF costs about 0.4 s of CPU; a second download is free.
 */
import type { QrFormat } from '@harbour/contract';
import { renderQr, renderQrPng } from './render';

/** The most recent `maxEntries` results by key; a failed render is forgotten, not cached. */
function createMemo(maxEntries: number) {
  const entries = new Map<string, Promise<Buffer>>();
  return (key: string, render: () => Promise<Buffer>): Promise<Buffer> => {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const rendered = render();
    entries.set(key, rendered);
    // Not swallowed: the caller awaits the same promise and gets the error; only the cache forgets it.
    rendered.catch(() => entries.delete(key));
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return rendered;
  };
}

interface LabelText {
  id: string;
  name: string;
  type: string;
  location: string;
}

/** PNGs are small (a few KB); label files up to some tens of KB, so fewer of them are kept. */
export function createQrCache(maxPngs = 2000, maxFiles = 300) {
  const pngs = createMemo(maxPngs);
  const files = createMemo(maxFiles);
  const png = (payload: string) => pngs(payload, () => renderQrPng(payload));
  return {
    png,
    /** A download in any format, keyed by everything it shows. */
    file: (format: QrFormat, payload: string, label: LabelText) =>
      format === 'png'
        ? png(payload)
        : files(JSON.stringify([format, payload, label.id, label.name, label.type, label.location]), () =>
            renderQr(format, payload, label, png),
          ),
  };
}
export type QrCache = ReturnType<typeof createQrCache>;

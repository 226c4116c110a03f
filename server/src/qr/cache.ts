/**
 * Recently rendered QR images and label files: rendering is pure (the same payload and text give the same
 * bytes), so a cache can never be stale. A label PDF costs about 0.4 s of CPU; a second download is free.
 */
import type { QrFormat } from '@harbour/contract';
import { createMemo } from '../common/memo';
import { renderQr, renderQrPng } from './render';

/** Rendered files by key, at most `maxEntries` of the most recent; a failed render is forgotten, not cached. */
function createRenderMemo(maxEntries: number) {
  const memo = createMemo<Promise<Buffer>>(maxEntries);
  return (key: string, render: () => Promise<Buffer>): Promise<Buffer> =>
    memo.get(key, () => {
      const rendered = render();
      // Not swallowed: the caller awaits the same promise and gets the error; only the cache forgets it.
      rendered.catch(() => memo.forget(key));
      return rendered;
    });
}

interface LabelText {
  id: string;
  name: string;
  type: string;
  location: string;
}

/** PNGs are small (a few KB); label files up to some tens of KB, so fewer of them are kept. */
export function createQrCache(maxPngs = 2000, maxFiles = 300) {
  const pngs = createRenderMemo(maxPngs);
  const files = createRenderMemo(maxFiles);
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

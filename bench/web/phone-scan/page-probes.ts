/**
 * Watches the page's camera preview from inside the page, installed before the app's own scripts: the first
 * camera frame's capture time (the label is in view from it) and when it went to the screen. Both come with
 * the frame, so they are right however late a busy page gets round to the callback.
 * Times are performance.now(), from the tab's navigation.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface CameraTimes {
  captured: number;
  shown: number;
}

function installProbes(): void {
  document.addEventListener(
    'loadstart',
    (event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement) || Reflect.has(window, '__firstFrame')) return;
      video.requestVideoFrameCallback((now, frame) => {
        const times: CameraTimes = { captured: frame.captureTime ?? now, shown: frame.presentationTime };
        Reflect.set(window, '__firstFrame', times);
      });
    },
    true,
  );
}

export async function watchCamera(context: BrowserContext): Promise<void> {
  // tsx names inner functions through a helper of its own (`__name`) that the page does not have.
  await context.addInitScript({ content: `var __name = (fn) => fn; (${installProbes.toString()})();` });
}

export function firstFrame(page: Page): Promise<CameraTimes | undefined> {
  return page.evaluate(() => Reflect.get(window, '__firstFrame') as CameraTimes | undefined);
}

/** When the scanned asset's details are in the page: checked on every animation frame. */
export async function assetShownAt(page: Page, assetId: string, timeoutMs: number): Promise<number> {
  const shown = await page.waitForFunction(
    (id) =>
      document.querySelector(`[data-testid="scanned-asset"][data-asset-id="${id}"]`)
        ? performance.now()
        : false,
    assetId,
    { polling: 'raf', timeout: timeoutMs },
  );
  return Number(await shown.jsonValue());
}

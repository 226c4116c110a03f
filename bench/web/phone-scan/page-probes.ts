/**
 * Watches the page's camera preview from inside the page, installed before the app's own scripts: when the
 * camera's first frame started playing (the label is in view from it). The 'playing' event's own time
 * stamp, so it is right however late a busy page gets round to the listener; a video-frame callback was
 * tried first, and a page busy enough sometimes read the label and stopped the camera before it ran.
 * Times are performance.now(), from the tab's navigation.
 */
import type { BrowserContext, Page } from 'playwright-core';

function installProbes(): void {
  document.addEventListener(
    'playing',
    (event) => {
      if (event.target instanceof HTMLVideoElement && !Reflect.has(window, '__firstFrame'))
        Reflect.set(window, '__firstFrame', event.timeStamp);
    },
    true,
  );
}

export async function watchCamera(context: BrowserContext): Promise<void> {
  // tsx names inner functions through a helper of its own (`__name`) that the page does not have.
  await context.addInitScript({ content: `var __name = (fn) => fn; (${installProbes.toString()})();` });
}

export function firstFrame(page: Page): Promise<number | undefined> {
  return page.evaluate(() => Reflect.get(window, '__firstFrame') as number | undefined);
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

/**
 * The phone's clock, set apart from the real one: Date and Date.now in the page read the real time plus a
 * shift kept in localStorage, on every page load once installed. Timers and `performance` keep real time.
 */
import type { BrowserContext, Page } from 'playwright-core';

const CLOCK_SHIFT_KEY = 'e2e-device-clock-shift';

/**
 * Runs in the page, before its own scripts. Kept as source text, not a function: a runner that keeps
 * function names (tsx, which runs bench/) adds helper calls to a function's source that the page lacks.
 */
const shiftableClock = `(() => {
  const RealDate = Date;
  const shift = () => {
    try {
      return Number(localStorage.getItem(${JSON.stringify(CLOCK_SHIFT_KEY)}) ?? 0);
    } catch {
      return 0;
    }
  };
  class DeviceDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift());
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift();
    }
  }
  globalThis.Date = DeviceDate;
})();`;

/** Every page of the context gets the shiftable clock (right, until `setDeviceClock` says otherwise). */
export async function installDeviceClock(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: shiftableClock });
}

/** The phone's clock reads `at` now (and runs on from there); null sets it right again. */
export async function setDeviceClock(page: Page, at: number | null): Promise<void> {
  await page.evaluate(([key, shift]) => localStorage.setItem(key as string, String(shift)), [
    CLOCK_SHIFT_KEY,
    at === null ? 0 : at - Date.now(),
  ] as const);
}

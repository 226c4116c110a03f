/** Debian's Chromium, headless, with nothing reaching out to the Internet: for the browser suite and bench/web. */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH } from './environment';

const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...BASE_ARGS, ...extraArgs],
  });
}

/** A browser whose profile lives in `userDataDir`, so an installed service worker and IndexedDB outlive it. */
export function launchPersistentChromium(
  userDataDir: string,
  extraArgs: string[],
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport,
    args: [...BASE_ARGS, ...extraArgs],
  });
}

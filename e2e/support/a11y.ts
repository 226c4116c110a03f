/** axe-core from its npm package, run in the page: no serious or critical violations allowed. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
      }>;
    };
  }
}

const AXE_URL_PATH = '/__e2e__/axe.min.js';
const routed = new WeakSet<Page>();

/**
 * The app's Content-Security-Policy forbids inline scripts (rightly), so addScriptTag({ path }) is blocked;
 * the test serves the npm package's file at a same-origin URL instead and loads it from there.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => Boolean(window.axe))) return;
  if (!routed.has(page)) {
    await page.route(`**${AXE_URL_PATH}`, (route) =>
      route.fulfill({ path: AXE_PATH, contentType: 'text/javascript' }),
    );
    routed.add(page);
  }
  await page.addScriptTag({ url: new URL(AXE_URL_PATH, page.url()).href });
}

export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await injectAxe(page);
  const findings: Finding[] = await page.evaluate(async () => {
    const result = await window.axe!.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
      }));
  });
  expect(findings, `accessibility of ${screen}`).toEqual([]);
}

/** Watches a browser context for Content-Security-Policy violations, and checks a page ran nothing it was fed. */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    /** Set only by an injected payload: the app must never run one. */
    __pwned?: unknown;
    __reportPolicyViolation?: (report: string) => Promise<void>;
  }
}

/**
 * Every violation in any page of the context (popups too): the page's own `securitypolicyviolation` events,
 * reported through a binding (it survives navigations and is not subject to the page's policy), and the
 * console lines Chromium writes for each blocked load or inline script.
 */
export async function watchContentPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportPolicyViolation', ({ page }, report: string) => {
    violations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      void window.__reportPolicyViolation?.(
        `${event.effectiveDirective} blocked ${blocked} (${event.sample}) at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text()))
      violations.push(`${message.page()?.url() ?? ''}: console: ${message.text()}`);
  });
  return violations;
}

/** No payload ran and none of its elements exist: no `window.__pwned`, no inline script, no on* attribute. */
export async function expectNothingInjected(page: Page, screen: string): Promise<void> {
  const found = await page.evaluate(() => ({
    pwned: window.__pwned ?? null,
    elements: Array.from(
      document.querySelectorAll('img[src="x"], svg[onload], iframe, object, embed, script:not([src])'),
      (element) => element.outerHTML.slice(0, 120),
    ),
    handlers: Array.from(document.querySelectorAll('*'))
      .filter((element) => Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)))
      .map((element) => element.outerHTML.slice(0, 120)),
  }));
  expect(found, `injected markup on ${screen}`).toEqual({ pwned: null, elements: [], handlers: [] });
}

/** Each text appears in the page literally (as text, not as markup). */
export async function expectShownAsText(page: Page, texts: string[], screen: string): Promise<void> {
  const shown = await page.evaluate(() => document.body.textContent ?? '');
  for (const text of texts) expect(shown, `${screen} shows ${text}`).toContain(text);
}

/**
 * Zod compiles its parsers with `new Function` where eval is allowed, probing for it when it builds its first
 * object schema. Our Content-Security-Policy forbids eval, and Chromium reports even that caught probe as a
 * violation, so Zod runs jitless. `z.config({ jitless: true })` would pull Zod's core into the first bundle
 * (+3.7 KB gzip on the landing page, which loads no Zod); Zod keeps that config in this global and creates
 * it only when absent, so main.tsx sets it first, before any Zod module runs. e2e/tests/security.e2e.ts
 * fails if Zod stops reading it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};

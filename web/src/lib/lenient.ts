/**
 * The tolerant reader: the app reads from each API answer only what a screen needs, and a value it cannot
 * use (a null date, a missing image, a status added by a newer server) falls back to a default
 * instead of blanking the screen. Each kind of mismatch is reported once per page load.
 */
import { z } from 'zod';
import { translate } from '@/i18n/translator';
import type { Parser } from './api-client';
import { sessionMessages as m } from './session-messages';

const reported = new Set<string>();

function reportMismatch(kind: string, detail: unknown): void {
  if (reported.has(kind)) return;
  reported.add(kind);
  // eslint-disable-next-line no-console -- the one report of an API answer this app does not fully understand
  console.warn(`Unexpected API answer (${kind}); showing a fallback.`, detail);
}

/** A value that does not match `schema` (or is absent) reads as `fallback`. */
export function orFallback<S extends z.ZodType, F>(schema: S, fallback: F, kind: string) {
  return z
    .unknown()
    .optional()
    .transform((value): z.output<S> | F => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      reportMismatch(kind, value);
      return fallback;
    });
}

/** Text that should be one of `known`; a value added by a newer server is kept as it is, and reported. */
export function openEnum(known: readonly string[], kind: string) {
  return z.string().transform((value) => {
    if (!known.includes(value)) reportMismatch(kind, value);
    return value;
  });
}

/** A list whose unreadable items are left out (and reported), so one bad row does not empty the screen. */
export function lenientList<S extends z.ZodType>(item: S, kind: string) {
  return z.array(z.unknown()).transform((values) =>
    values.flatMap((value): z.output<S>[] => {
      const parsed = item.safeParse(value);
      if (parsed.success) return [parsed.data];
      reportMismatch(kind, parsed.error.issues);
      return [];
    }),
  );
}

/** Thrown when an answer lacks even what the screen cannot do without; its message is shown, not zod's. */
export class UnreadableAnswerError extends Error {
  constructor() {
    super(translate(m.unreadableAnswer));
    this.name = 'UnreadableAnswerError';
  }
}

/** Reads an answer with a lenient schema; one it still cannot read is reported and thrown. */
export function readAs<S extends z.ZodType>(schema: S, kind: string): Parser<z.output<S>> {
  return {
    parse(data) {
      const parsed = schema.safeParse(data);
      if (parsed.success) return parsed.data;
      reportMismatch(kind, parsed.error.issues);
      throw new UnreadableAnswerError();
    },
  };
}

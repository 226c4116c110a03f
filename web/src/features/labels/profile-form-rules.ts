/** A printer profile's form: figures as typed, checked by the contract's own rules before sending. */
import { printerProfileInputSchema, type PrinterProfileInput } from '@harbour/contract';
import { translate } from '@/i18n/translator';
import { labelMessages as m } from './label-messages';

export interface ProfileDraft {
  name: string;
  offsetX: string;
  offsetY: string;
  scale: string;
}

export const NEW_PROFILE: ProfileDraft = { name: '', offsetX: '0', offsetY: '0', scale: '1' };

export function draftOf(profile: PrinterProfileInput): ProfileDraft {
  return {
    name: profile.name,
    offsetX: String(profile.offsetX),
    offsetY: String(profile.offsetY),
    scale: String(profile.scale),
  };
}

/** A decimal as people type it, with a point or a comma; NaN when it is not one. */
function decimal(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

type Checked = { ok: true; value: PrinterProfileInput } | { ok: false; errors: Record<string, string> };

export function checkProfile(draft: ProfileDraft): Checked {
  const parsed = printerProfileInputSchema.safeParse({
    name: draft.name,
    offsetX: decimal(draft.offsetX),
    offsetY: decimal(draft.offsetY),
    scale: decimal(draft.scale),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    errors[field] ??= issue.code === 'invalid_type' ? translate(m.enterNumber) : issue.message;
  }
  return { ok: false, errors };
}

/** What a scanned blank label leads to, from the server's answer and who is looking (labels). */
import { LABEL_CODE_PATTERN } from '@harbour/contract';
import { paths } from '@/config/paths';
import { areaFor } from '@/lib/access';
import { ApiError } from '@/lib/api-error';
import type { LabelCodeView } from '@/lib/readers/label-code-reader';
import { translate } from '@/i18n/translator';
import { labelCodeMessages as m } from './label-code-messages';

export type LabelCodeOutcome =
  { kind: 'open'; to: string } | { kind: 'link' } | { kind: 'message'; message: string };

/** The code of the address, upper-cased as the server stores it; null when it cannot be one. */
export function codeFromAddress(value: string): string | null {
  const code = value.trim().toUpperCase();
  return LABEL_CODE_PATTERN.test(code) ? code : null;
}

/** The asset page of the viewer's own area. */
export function assetPageFor(role: string, assetId: string): string {
  return areaFor(role) === 'admin' ? paths.admin.asset(assetId) : paths.user.asset(assetId);
}

export function labelCodeOutcome(label: LabelCodeView, role: string): LabelCodeOutcome {
  if (label.state === 'linked' && label.assetId)
    return { kind: 'open', to: assetPageFor(role, label.assetId) };
  if (label.state === 'unlinked') {
    return areaFor(role) === 'admin'
      ? { kind: 'link' }
      : { kind: 'message', message: translate(m.notLinked) };
  }
  return { kind: 'message', message: translate(m.retired) };
}

export function labelCodeErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return translate(m.unknown);
  if (error instanceof ApiError && error.status === 400) return translate(m.invalid);
  return translate(m.loadFailed);
}

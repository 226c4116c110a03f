/** The document upload form's rules: what must be there, and the multipart body it sends. */
import { DOCUMENT_KINDS, type DocumentKind } from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { assetPageMessages as m } from './asset-page-messages';

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, Message<string>> = {
  certificate: m.kindCertificate,
  'survey-report': m.kindSurveyReport,
  manual: m.kindManual,
  other: m.kindOther,
};

export const DOCUMENT_ACCEPT = 'application/pdf,image/*';
const TEXT_FIELDS = ['kind', 'number', 'issuer', 'issuedOn', 'expiresOn'] as const;
type DocumentField = (typeof TEXT_FIELDS)[number] | 'file';

export type DocumentFormResult =
  { ok: true; body: FormData } | { ok: false; errors: Partial<Record<DocumentField, string>> };

const isPdfOrImage = (file: File) => file.type === 'application/pdf' || file.type.startsWith('image/');
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Reads the form as filled in; empty fields are left out, as the server expects of optional ones. */
export function checkDocumentForm(form: FormData): DocumentFormResult {
  const errors: Partial<Record<DocumentField, string>> = {};
  const kind = text(form, 'kind');
  if (!DOCUMENT_KINDS.some((known) => known === kind)) errors.kind = translate(m.chooseKind);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) errors.file = translate(m.chooseFile);
  else if (!isPdfOrImage(file)) errors.file = translate(m.fileNotPdfOrImage);
  const issuedOn = text(form, 'issuedOn');
  const expiresOn = text(form, 'expiresOn');
  // YYYY-MM-DD dates compare as text.
  if (issuedOn && expiresOn && expiresOn < issuedOn) errors.expiresOn = translate(m.expiryBeforeIssue);
  if (Object.keys(errors).length > 0 || !(file instanceof File)) return { ok: false, errors };

  const body = new FormData();
  for (const name of TEXT_FIELDS) {
    const value = text(form, name);
    if (value) body.append(name, value);
  }
  body.append('file', file, file.name);
  return { ok: true, body };
}

/** The same fields and the same file give the same text. */
export function formFingerprint(form: FormData): string {
  return JSON.stringify(
    [...form.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.lastModified],
    ),
  );
}

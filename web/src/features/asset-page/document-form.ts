/** The document upload form's rules: what must be there, and the multipart body it sends. */
import { DOCUMENT_KINDS, type DocumentKind } from '@harbour/contract';

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  certificate: 'Certificate',
  'survey-report': 'Survey report',
  manual: 'Manual',
  other: 'Other',
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
  if (!DOCUMENT_KINDS.some((known) => known === kind)) errors.kind = 'Choose the kind of document';
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) errors.file = 'Choose the file (PDF or image)';
  else if (!isPdfOrImage(file)) errors.file = 'The file must be a PDF or an image';
  const issuedOn = text(form, 'issuedOn');
  const expiresOn = text(form, 'expiresOn');
  // YYYY-MM-DD dates compare as text.
  if (issuedOn && expiresOn && expiresOn < issuedOn)
    errors.expiresOn = 'The expiry date is before the issue date';
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

/** Turns a document form's text fields into validated fields; an empty field means "not given". */
import { documentFieldsSchema, type DocumentFields } from '@harbour/contract';
import { ValidationError } from '../errors';

const FIELDS = ['kind', 'number', 'issuer', 'issuedOn', 'expiresOn'] as const;

export function parseDocumentForm(fields: Record<string, string>): DocumentFields {
  const candidate = Object.fromEntries(
    FIELDS.map((name) => [name, fields[name]?.trim() ? fields[name] : undefined]),
  );
  const parsed = documentFieldsSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
    const summary = Object.entries(errors)
      .map(([field, text]) => `${field}: ${text}`)
      .join('; ');
    throw new ValidationError(`Invalid document: ${summary}`, errors);
  }
  const { issuedOn, expiresOn } = parsed.data;
  if (issuedOn && expiresOn && expiresOn < issuedOn) {
    throw new ValidationError('Invalid document: the expiry date is before the issue date', {
      expiresOn: 'Must not be before the issue date',
    });
  }
  return parsed.data;
}

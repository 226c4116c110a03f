/** Turns a document form's text fields into validated fields; an empty field means "not given". */
import { documentFieldsSchema, type DocumentFields } from '@harbour/contract';
import { fieldProblemsOf } from '../common/field-problems';
import { ValidationError } from '../errors';

const FIELDS = ['kind', 'number', 'issuer', 'issuedOn', 'expiresOn'] as const;

export function parseDocumentForm(fields: Record<string, string>): DocumentFields {
  const candidate = Object.fromEntries(
    FIELDS.map((name) => [name, fields[name]?.trim() ? fields[name] : undefined]),
  );
  const parsed = documentFieldsSchema.safeParse(candidate);
  if (!parsed.success) {
    const fields = fieldProblemsOf(parsed.error.issues, candidate, (path) => String(path[0] ?? 'form'));
    const summary = Object.entries(fields)
      .map(([field, { message }]) => `${field}: ${message}`)
      .join('; ');
    throw new ValidationError('validation-failed', `Invalid document: ${summary}`, fields);
  }
  const { issuedOn, expiresOn } = parsed.data;
  if (issuedOn && expiresOn && expiresOn < issuedOn) {
    throw new ValidationError(
      'validation-failed',
      'Invalid document: the expiry date is before the issue date',
      {
        expiresOn: { code: 'out-of-range', message: 'Must not be before the issue date' },
      },
    );
  }
  return parsed.data;
}

/**
 * What an error answer means, as a stable code beside its English `message`: screens translate by the code,
 * and the message stays word for word what clients have always read. One code per meaning, not per place
 * that refuses: the same refusal anywhere carries the same code. docs/API.md lists what each one means.
 */
import { z } from 'zod';

export const API_ERROR_CODES = [
  // The request itself
  'malformed-request',
  'malformed-json',
  'unsupported-media-type',
  'payload-too-large',
  'file-too-large',
  'too-many-files',
  'too-many-fields',
  'form-field-order',
  'request-timeout',
  'headers-too-large',
  'unknown-host',
  'route-not-found',
  'bad-request',
  'validation-failed',
  'occurred-at-out-of-range',
  'invalid-idempotency-key',
  'idempotency-conflict',
  'idempotency-in-progress',
  // Who is asking
  'authentication-required',
  'session-expired',
  'api-token-invalid',
  'invalid-credentials',
  'forbidden',
  'api-token-not-allowed',
  // Too much at once
  'rate-limited',
  'sign-in-throttled',
  'password-attempts-throttled',
  'too-many-uploads',
  // Records that do not exist
  'asset-not-found',
  'user-not-found',
  'plan-not-found',
  'round-not-found',
  'document-not-found',
  'file-not-found',
  'printer-profile-not-found',
  'asset-type-not-found',
  'location-not-found',
  'label-template-not-found',
  'label-code-not-found',
  'api-token-not-found',
  'calendar-feed-not-found',
  'defect-not-found',
  // Refused for what the records hold
  'username-taken',
  'username-look-alike',
  'plan-name-taken',
  'printer-profile-name-taken',
  'asset-type-name-taken',
  'asset-type-in-use',
  'location-path-taken',
  'location-move-into-itself',
  'location-not-empty',
  'not-off-station',
  'last-administrator',
  'cannot-demote-self',
  'cannot-delete-self',
  'plan-not-applicable',
  'round-finished',
  'move-needs-one-location',
  'move-only-unexpected',
  'label-code-retired',
  'label-code-linked',
  'too-many-labels',
  'nothing-to-print',
  'label-too-small',
  'defect-transition-refused',
  'defect-duplicate-cycle',
  // Files
  'empty-file',
  'unsupported-file',
  'image-too-large',
  'file-damaged',
  'file-unsafe',
  'file-uncheckable',
  // CSV import
  'import-file-missing',
  'csv-not-utf8',
  'csv-malformed',
  'csv-no-rows',
  'csv-too-many-rows',
  'csv-duplicate-column',
  'import-rows-invalid',
  // The server
  'database-unavailable',
  'shutting-down',
  'internal-error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What is wrong with one field, in `fieldErrors`; the same field's `message` stays in `errors` too. */
export const FIELD_ERROR_CODES = [
  'required',
  'too-short',
  'too-long',
  'too-few',
  'too-many',
  'out-of-range',
  'invalid-type',
  'invalid-format',
  'invalid-date',
  'invalid-choice',
  'invalid-characters',
  'invalid-value',
  'not-unique',
  'unknown-reference',
  'not-applicable',
  'wrong-order',
  'empty',
  'too-large',
  'too-small',
  'unsupported-file',
  'too-common',
  'incorrect',
  'unchanged',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * A refinement's message with the field code it means, for checks zod cannot name by their kind
 * (`.refine(isRealDate, withFieldCode('invalid-date', 'That date does not exist'))`).
 */
export const withFieldCode = (fieldCode: FieldErrorCode, message: string) => ({
  message,
  params: { fieldCode },
});

const fieldErrorSchema = z.object({
  field: z.string().meta({ description: 'The field, as a dotted path (the key in `errors`)' }),
  code: z.enum(FIELD_ERROR_CODES).meta({ description: 'What is wrong with it, for translation' }),
  message: z.string().meta({ description: 'The same words as `errors[field]`' }),
});

/** Every error answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string().meta({ description: 'The HTTP reason phrase' }),
  code: z.enum(API_ERROR_CODES).meta({ description: 'What went wrong, as a stable code to translate' }),
  message: z.string().meta({ description: 'What went wrong, in words for a person' }),
  msg: z.string().meta({ description: 'The same as message (older clients read this one)' }),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'Per field (dotted path): what is wrong with it' }),
  fieldErrors: z
    .array(fieldErrorSchema)
    .optional()
    .meta({ description: 'The same fields as `errors`, each with its code' }),
  retryAfterSeconds: z.number().int().optional().meta({ description: 'On 429: when to try again' }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

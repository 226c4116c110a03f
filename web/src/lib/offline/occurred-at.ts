/** A queued write's body with the time it happened added, as its route reads it. */
import type { QueuedBody } from './offline-db';

/** The form fields of multipart writes that hold their JSON (an inspection's or a defect's, with photos). */
const FORM_JSON_FIELDS: readonly string[] = ['inspection', 'defect'];

/** The queued body with the write's occurredAt added: in the JSON, or in a form's JSON field. */
export function withOccurredAt(body: QueuedBody, occurredAt: string | undefined): QueuedBody {
  if (occurredAt === undefined) return body;
  if ('json' in body) return { json: { ...(body.json as object), occurredAt } };
  const fields = body.form.fields.map(([name, value]): [string, string] => {
    if (!FORM_JSON_FIELDS.includes(name)) return [name, value];
    return [name, JSON.stringify({ ...(JSON.parse(value) as object), occurredAt })];
  });
  return { form: { fields, files: body.form.files } };
}

/** The new-round and edit forms' rules: the contract's own schemas check them, errors land beside their field. */
import { roundInputSchema, roundUpdateSchema, type RoundInput, type RoundUpdate } from '@harbour/contract';
import { ApiError } from '@/lib/api-error';
import { translate } from '@/i18n/translator';
import { roundMessages as m } from './round-messages';

export interface RoundFormValues {
  name: string;
  kind: string;
  locations: string[];
  types: string[];
  planId: string;
  assignees: string[];
  dueOn: string;
  assigneesMayFinish: boolean;
}

export const EMPTY_ROUND: RoundFormValues = {
  name: '',
  kind: 'audit',
  locations: [],
  types: [],
  planId: '',
  assignees: [],
  dueOn: '',
  assigneesMayFinish: false,
};

export type FieldErrors = Partial<Record<keyof RoundFormValues | 'form', string>>;

type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const FIELDS: (keyof RoundFormValues)[] = [
  'name',
  'kind',
  'locations',
  'types',
  'planId',
  'assignees',
  'dueOn',
  'assigneesMayFinish',
];

/** The form field a path of the API's (or zod's) errors belongs to: `scope.locations.0` is the locations. */
function fieldOf(path: string): keyof RoundFormValues | 'form' {
  const parts = path.split('.').filter((part) => part !== 'scope' && part !== 'body');
  const field = FIELDS.find((name) => name === parts[0]);
  return field ?? 'form';
}

function collect(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = fieldOf(path);
    errors[field] ??= message;
  }
  return errors;
}

const zodIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

export function roundInputFrom(values: RoundFormValues): Checked<RoundInput> {
  const input = {
    name: values.name,
    kind: values.kind,
    scope: { locations: values.locations, types: values.types },
    ...(values.kind === 'inspection' && values.planId ? { planId: values.planId } : {}),
    assignees: values.assignees,
    ...(values.dueOn ? { dueOn: values.dueOn } : {}),
    assigneesMayFinish: values.assigneesMayFinish,
  };
  const parsed = roundInputSchema.safeParse(input);
  const errors = parsed.success ? {} : collect(zodIssues(parsed.error.issues));
  if (values.kind === 'inspection' && !values.planId) errors.planId = translate(m.planRequired);
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

export function roundUpdateFrom(values: RoundFormValues): Checked<RoundUpdate> {
  const update = {
    name: values.name,
    assignees: values.assignees,
    dueOn: values.dueOn || null,
    assigneesMayFinish: values.assigneesMayFinish,
  };
  const parsed = roundUpdateSchema.safeParse(update);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: collect(zodIssues(parsed.error.issues)) };
}

/** A refused save's errors beside their fields; a refusal without field errors in the form's own alert. */
export function serverErrors(error: unknown, fallback: string): FieldErrors {
  if (error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0)
    return collect(Object.entries(error.errors).map(([path, message]) => ({ path, message })));
  return { form: error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback };
}

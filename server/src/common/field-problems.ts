/** A zod refusal as field problems: each field's first message, with the code of the issue's kind. */
import { fieldCodeOfIssue, type IssueKind } from '@harbour/contract';
import type { FieldProblems } from '../errors';

/** The value at a path of the input, or undefined where the path leads nowhere. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

interface Issue extends IssueKind {
  path: PropertyKey[];
  message: string;
}

/** Each field's first problem; `nameOf` names the field as the answer's `errors` has always named it. */
export function fieldProblemsOf(
  issues: readonly Issue[],
  input: unknown,
  nameOf: (path: PropertyKey[]) => string,
): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    problems[nameOf(issue.path)] ??= {
      code: fieldCodeOfIssue(issue, valueAt(input, issue.path)),
      message: issue.message,
    };
  }
  return problems;
}

/** Field → message, as in the answer's `errors`. */
export const messagesOf = (problems: FieldProblems): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).map(([field, { message }]) => [field, message]));

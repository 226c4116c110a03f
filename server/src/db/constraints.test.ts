import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  ASSET_STATUSES,
  ROLES,
  ROUND_ITEM_STATES,
  ROUND_KINDS,
  LABEL_CODE_STATES,
  ROUND_STATUSES,
} from '@harbour/contract';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The check constraints of our tables as the database reports them: table name and definition text. */
async function checkConstraints(): Promise<{ table: string; definition: string }[]> {
  if (t.db.kind === 'postgres') {
    const { rows } = await sql<{ table: string; definition: string }>`
      select c.relname as "table", pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'c' and k.connamespace = current_schema()::regnamespace`.execute(t.db.kysely);
    return rows;
  }
  // SQLite keeps each table's CREATE statement; every check in it reads `check (<column> in (<values>))`.
  const { rows } = await sql<{ table: string; sql: string }>`
    select name as "table", sql from sqlite_master where type = 'table'`.execute(t.db.kysely);
  return rows.flatMap(({ table, sql: create }) =>
    [...create.matchAll(/check \((?:[^()']|'(?:[^']|'')*'|\([^()]*\))*\)/gi)].map((m) => ({
      table,
      definition: m[0],
    })),
  );
}

/** `table.column` → the values its check constraint allows. */
async function allowedValues(): Promise<Record<string, string[]>> {
  const allowed: Record<string, string[]> = {};
  for (const { table, definition } of await checkConstraints()) {
    // SQLite: check (role in ('user', 'admin')); PostgreSQL: CHECK (((role)::text = ANY (...))).
    const column = /check\s*\(+"?(\w+)"?/i.exec(definition)?.[1];
    const values = [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
    allowed[`${table}.${column}`] = values;
  }
  return allowed;
}

/** Every list of the contract that a check constraint guards, by the column it guards. */
const GUARDED_LISTS: [string, readonly string[]][] = [
  ['users.role', ROLES],
  ['assets.status', ASSET_STATUSES],
  ['activities.action', ACTIVITY_ACTIONS],
  ['rounds.kind', ROUND_KINDS],
  ['rounds.status', ROUND_STATUSES],
  ['round_items.state', ROUND_ITEM_STATES],
  ['label_codes.state', LABEL_CODE_STATES],
  ['api_tokens.role', ROLES],
];

describe("the database's check constraints", () => {
  it.each(GUARDED_LISTS)("on %s allow exactly the contract's values", async (column, values) => {
    const sorted = (list: readonly string[]) => [...list].sort();
    const allowed = await allowedValues();
    expect(allowed[column] && sorted(allowed[column])).toEqual(sorted(values));
  });
});

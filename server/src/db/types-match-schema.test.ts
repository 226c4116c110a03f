/**
 * types.ts is written by hand, so it is compared here with what the migrations build: every table and
 * column on both sides, and each column nullable in the database exactly when its type admits null.
 * types.ts is read with the TypeScript compiler because its interfaces leave nothing behind at run time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** table → column → nullable */
type Schema = Record<string, Record<string, boolean>>;

/** The wrappers whose first type argument is what a select reads, and so what decides nullability. */
const wrappers = new Set(['Generated', 'GeneratedAlways', 'ColumnType']);

function admitsNull(type: ts.TypeNode): boolean {
  if (ts.isParenthesizedTypeNode(type)) return admitsNull(type.type);
  if (ts.isUnionTypeNode(type)) return type.types.some(admitsNull);
  if (ts.isLiteralTypeNode(type)) return type.literal.kind === ts.SyntaxKind.NullKeyword;
  if (ts.isTypeReferenceNode(type) && wrappers.has(type.typeName.getText())) {
    const [selected] = type.typeArguments ?? [];
    return selected ? admitsNull(selected) : false;
  }
  return false;
}

/** The schema types.ts declares: the `Database` interface's tables, each interface's columns. */
function declaredSchema(): Schema {
  const file = path.join(import.meta.dirname, 'types.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const columnsOf = (declaration: ts.InterfaceDeclaration) =>
    Object.fromEntries(
      declaration.members.filter(ts.isPropertySignature).map((member) => {
        if (!member.type) throw new Error(`${declaration.name.text}.${member.name.getText()} has no type`);
        return [member.name.getText(), admitsNull(member.type)];
      }),
    );
  const database = interfaces.get('Database');
  if (!database) throw new Error('types.ts declares no Database interface');
  const schema: Schema = {};
  for (const member of database.members.filter(ts.isPropertySignature)) {
    const typeName = member.type && ts.isTypeReferenceNode(member.type) ? member.type.typeName.getText() : '';
    const table = interfaces.get(typeName);
    if (!table) throw new Error(`Database.${member.name.getText()} names no interface of types.ts`);
    schema[member.name.getText()] = columnsOf(table);
  }
  return schema;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The schema the migrations built, in this test's own PostgreSQL schema (other files run beside it). */
async function migratedSchema(): Promise<Schema> {
  const own =
    t.db.kind === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(t.db.kysely)).rows[0]?.name
      : undefined;
  const tables = await t.db.kysely.introspection.getTables();
  const searchIndex = t.db.kind === 'sqlite' ? await sqliteSearchIndex() : [];
  const schema: Schema = {};
  for (const table of tables) {
    if (table.isView || (own !== undefined && table.schema !== own)) continue;
    if (searchIndex.some((index) => table.name === index || table.name.startsWith(`${index}_`))) continue;
    const keys = t.db.kind === 'sqlite' ? await sqlitePrimaryKey(table.name) : new Set<string>();
    schema[table.name] = Object.fromEntries(
      table.columns.map((column) => [column.name, column.isNullable && !keys.has(column.name)]),
    );
  }
  return schema;
}

/**
 * SQLite's FTS5 search index (migration 0012) and the shadow tables SQLite keeps for it: queried in raw SQL
 * only, so types.ts rightly leaves them out.
 */
async function sqliteSearchIndex(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and sql like 'create virtual table%'`.execute(
    t.db.kysely,
  );
  return rows.map((row) => row.name);
}

/**
 * SQLite lets a text primary key hold NULL (a bug it keeps for old files) and reports it nullable; the
 * application always writes ids and PostgreSQL refuses NULL there, so a key counts as not null.
 */
async function sqlitePrimaryKey(table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string; pk: number }>`
    select name, pk from pragma_table_info(${table})`.execute(t.db.kysely);
  return new Set(rows.filter((row) => row.pk > 0).map((row) => row.name));
}

/** One line per table or column that types.ts and the database disagree on, so a failure names each. */
function differences(declared: Schema, migrated: Schema): string[] {
  const found: string[] = [];
  for (const table of new Set([...Object.keys(declared), ...Object.keys(migrated)])) {
    const typed = declared[table];
    const built = migrated[table];
    if (!typed || !built) {
      found.push(`table ${table}: ${typed ? 'not built by the migrations' : 'missing from types.ts'}`);
      continue;
    }
    for (const column of new Set([...Object.keys(typed), ...Object.keys(built)])) {
      const typedNull = typed[column];
      const builtNull = built[column];
      if (typedNull === undefined) found.push(`${table}.${column}: missing from types.ts`);
      else if (builtNull === undefined) found.push(`${table}.${column}: not built by the migrations`);
      else if (typedNull !== builtNull)
        found.push(
          `${table}.${column}: ${builtNull ? 'nullable' : 'not null'} in the database, typed otherwise`,
        );
    }
  }
  return found;
}

describe('types.ts', () => {
  it('declares the tables and columns the migrations build, nullable where the database allows null', async () => {
    const migrated = await migratedSchema();
    const declared = declaredSchema();
    expect(Object.keys(declared).length).toBeGreaterThan(0);
    expect(differences(declared, migrated)).toEqual([]);
  });
});

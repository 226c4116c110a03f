/**
 * types.ts is written by hand, and Kysely trusts it: a column a migration adds but types.ts lacks cannot be
 * written, and a nullable column typed as never null reaches the code as a null it does not expect. This
 * compares the tables the migrations build, with each column's nullability, with types.ts's Database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** What a column's values arrive as in JavaScript: the drivers turn integers and reals into numbers. */
type Kind = 'number' | 'string' | 'bytes';

/** `table.column` → what its values arrive as, and whether it may hold null. */
type Columns = Record<string, { kind: Kind; nullable: boolean }>;

/** A declared column type as both drivers read it (SQLite by its type affinity rules, PostgreSQL by name). */
function kindOf(declared: string): Kind {
  const type = declared.toLowerCase();
  if (/int|real|floa|doub|numeric/.test(type)) return 'number';
  if (/blob|bytea/.test(type)) return 'bytes';
  if (/char|text|clob/.test(type)) return 'string';
  throw new Error(`no kind for the column type ${declared}`);
}

/**
 * Tables that are not ours to type: Kysely's migration bookkeeping, and the SQLite full-text index of assets
 * (migration 0012, SQLite only) with the shadow tables SQLite keeps for it, which only triggers and raw SQL touch.
 */
const NOT_TYPED = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'assets_fts',
  'assets_fts_data',
  'assets_fts_idx',
  'assets_fts_docsize',
  'assets_fts_config',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function databaseColumns(): Promise<Columns> {
  const columns: Columns = {};
  if (t.db.kind === 'postgres') {
    const { rows } = await sql<{ table: string; column: string; type: string; nullable: string }>`
      select table_name as "table", column_name as "column", data_type as type, is_nullable as nullable
      from information_schema.columns where table_schema = current_schema()`.execute(t.db.kysely);
    for (const row of rows) {
      if (NOT_TYPED.has(row.table)) continue;
      columns[`${row.table}.${row.column}`] = { kind: kindOf(row.type), nullable: row.nullable === 'YES' };
    }
    return columns;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db.kysely);
  for (const { name } of tables) {
    if (NOT_TYPED.has(name)) continue;
    const { rows } = await sql<{ name: string; type: string; notnull: number; pk: number }>`
      select name, type, "notnull", pk from pragma_table_xinfo(${name}) where hidden <> 1`.execute(
      t.db.kysely,
    );
    // table_xinfo: generated columns too (hidden 2 or 3; 1 is a virtual table's hidden column).
    // SQLite lets a text primary key hold null unless it says not null, a quirk kept for old databases; our
    // ids always come from the application, and PostgreSQL, which does enforce it, checks the same types.
    for (const row of rows) {
      columns[`${name}.${row.name}`] = {
        kind: kindOf(row.type),
        nullable: row.notnull === 0 && row.pk === 0,
      };
    }
  }
  return columns;
}

/** The types a column's type in types.ts unites, seen through Generated<> and ColumnType<> (what a select reads). */
function members(type: ts.TypeNode): ts.TypeNode[] {
  if (ts.isTypeReferenceNode(type) && ['Generated', 'ColumnType'].includes(type.typeName.getText())) {
    const [selected] = type.typeArguments ?? [];
    return selected ? members(selected) : [];
  }
  if (ts.isUnionTypeNode(type)) return type.types.flatMap(members);
  if (ts.isParenthesizedTypeNode(type)) return members(type.type);
  return [type];
}

const isNull = (type: ts.TypeNode): boolean =>
  ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword;

/**
 * A types.ts type as a Kind; a named type other than Buffer is one of the contract's string unions
 * (Role, AssetStatus …), which the check constraints hold to the contract (constraints.test.ts).
 */
function typedKind(type: ts.TypeNode, column: string): Kind {
  const kinds = new Set(
    members(type)
      .filter((member) => !isNull(member))
      .map((member): Kind => {
        if (member.kind === ts.SyntaxKind.NumberKeyword) return 'number';
        if (ts.isTypeReferenceNode(member))
          return member.typeName.getText() === 'Buffer' ? 'bytes' : 'string';
        if (
          member.kind === ts.SyntaxKind.StringKeyword ||
          (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal))
        )
          return 'string';
        throw new Error(`${column}: no kind for ${member.getText()}`);
      }),
  );
  const [kind, ...others] = kinds;
  if (!kind || others.length > 0)
    throw new Error(`${column}: one kind of value expected, got ${[...kinds].join(', ')}`);
  return kind;
}

function typedColumns(): Columns {
  const file = path.join(import.meta.dirname, 'types.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const database = interfaces.get('Database');
  if (!database) throw new Error('types.ts has no Database interface');
  const columns: Columns = {};
  for (const table of database.members) {
    if (!ts.isPropertySignature(table) || !table.type || !ts.isTypeReferenceNode(table.type)) {
      throw new Error(`Database.${table.name?.getText() ?? '?'} is not a table interface`);
    }
    const tableName = table.name.getText();
    const definition = interfaces.get(table.type.typeName.getText());
    if (!definition) throw new Error(`no interface ${table.type.typeName.getText()} for ${tableName}`);
    for (const column of definition.members) {
      if (!ts.isPropertySignature(column) || !column.type) throw new Error(`${tableName}: not a column`);
      const name = `${tableName}.${column.name.getText()}`;
      columns[name] = { kind: typedKind(column.type, name), nullable: members(column.type).some(isNull) };
    }
  }
  return columns;
}

describe('types.ts', () => {
  it('names every table and column the migrations build, of the same kind, null where the database allows null', async () => {
    const sorted = (columns: Columns) =>
      Object.fromEntries(Object.entries(columns).sort(([a], [b]) => (a < b ? -1 : 1)));
    expect(sorted(typedColumns())).toEqual(sorted(await databaseColumns()));
  });
});

/**
 * A query built and compiled once, run with new parameters: for the lookups every request makes (the
 * signed-in user, one asset), where building and compiling the query each time was a measurable share of
 * the request (docs/BENCHMARKS.md). The query is built with placeholder values that only fix the
 * parameters' order.
 */
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './types';

export function prepared<Row>(
  build: (db: Kysely<Database>, ...placeholders: string[]) => { compile(): CompiledQuery<Row> },
  parameterCount: number,
) {
  const compiledFor = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return async (db: Kysely<Database>, ...parameters: string[]): Promise<Row | undefined> => {
    if (parameters.length !== parameterCount) throw new Error('prepared query: wrong number of parameters');
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, ...parameters.map((_, i) => `$placeholder${i}`)).compile();
      compiledFor.set(db, compiled);
    }
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows[0];
  };
}

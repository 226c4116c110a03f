/**
 * CSV import of assets: a preview of what a file would do, or its commit in one transaction: all or
 * nothing, or on request the rows without errors (an error of a whole column still stops it all). The
 * same file (and mapping) committed twice is applied once.
 */
import type { ImportDateOrders, ImportMapping, ImportResult } from '@harbour/contract';
import type { AuthUser } from '../common/auth-user';
import type { DueRecompute } from '../compliance/due-recompute-service';
import { newId, nowIso } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { applyPlan, type ApplyRepositories } from './apply-plan';
import { parseImport, type ParsedImport } from './parsed-rows';
import { planRows, type PlanRepositories } from './plan-rows';
import type { ImportsRepository } from './repository';

type ImportMode = 'preview' | 'commit' | 'commit-valid-rows';

interface ImportRepositories extends ApplyRepositories, PlanRepositories {
  imports: ImportsRepository;
}

export function createImportService(tx: Transactor<ImportRepositories>, dueRecompute: DueRecompute) {
  const run = (actor: AuthUser, parsed: ParsedImport, mode: ImportMode) => async (r: ImportRepositories) => {
    const dryRun = mode === 'preview';
    const base = {
      dryRun,
      committed: false,
      alreadyImported: false,
      rows: parsed.rows.length,
      created: 0,
      updated: 0,
      unchanged: 0,
      errorCount: 0,
      errors: [],
      errorRows: [],
      skipped: 0,
      columns: parsed.columns,
      dates: parsed.dates,
      inspections: 0,
    };
    if (!dryRun) await r.locks.imports();
    if (await r.imports.findByDigest(parsed.digest))
      return { ...base, alreadyImported: true, unchanged: parsed.rows.length };
    const now = nowIso();
    const plan = await planRows(r, parsed.rows, parsed.columns, {
      lock: !dryRun,
      now,
      today: dueRecompute.today(),
      columnErrors: parsed.columnErrors,
    });
    const created = plan.writes.filter((w) => !w.before).length;
    const result: ImportResult = {
      ...base,
      created,
      updated: plan.writes.length - created,
      unchanged: plan.unchanged,
      errorCount: plan.errorCount,
      errors: plan.errors,
      errorRows: plan.errorRows,
      inspections: plan.inspectionCount,
    };
    const onlyRowErrors = plan.errorCount > 0 && parsed.columnErrors.length === 0;
    const skipping = mode === 'commit-valid-rows' && onlyRowErrors;
    if (dryRun || (plan.errorCount > 0 && !skipping)) return result;
    await applyPlan(r, dueRecompute, actor, plan.writes, now);
    await r.imports.insert({
      id: newId(),
      digest: parsed.digest,
      user_id: actor.id,
      username: actor.username,
      rows: result.rows,
      created: result.created,
      updated: result.updated,
      created_at: now,
    });
    return { ...result, committed: true, skipped: skipping ? plan.errorRows.length : 0 };
  };

  return {
    /** Reads the upload as it streams in; nothing is looked up or written yet. */
    read: (source: AsyncIterable<Buffer>, mapping: ImportMapping, dateOrders: ImportDateOrders) =>
      parseImport(source, mapping, dateOrders),

    preview: (actor: AuthUser, parsed: ParsedImport) => tx.read(run(actor, parsed, 'preview')),

    /** `validRowsOnly`: write the rows without errors and leave the others out. */
    commit: (actor: AuthUser, parsed: ParsedImport, validRowsOnly = false) =>
      tx.write(run(actor, parsed, validRowsOnly ? 'commit-valid-rows' : 'commit')),
  };
}
export type ImportService = ReturnType<typeof createImportService>;

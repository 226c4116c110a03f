/**
 * Blank label codes: printed in batches before their assets exist, linked to an asset by scanning one,
 * retired when a damaged label is replaced. Every link and retirement is in the asset's history.
 */
import { randomInt } from 'node:crypto';
import {
  LABEL_CODE_ROOT,
  labelCodesRequestSchema,
  PAGE_SIZE,
  type LabelCode,
  type LabelCodesRequest,
  type LabelCodeState,
} from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import type { AuthUser } from '../common/auth-user';
import { isUniqueViolation } from '../db/dialect';
import { nowIso } from '../db/ids';
import type { Locks } from '../db/locks';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError } from '../errors';
import { payloadBase, type QrSettings } from '../common/qr-payload';
import { checkModuleSize, renderLabelSheet } from './render-sheet';
import type { LabelCodeRow, LabelsRepository } from './repository';
import { correctionFor, templateById } from './service';

interface CodesRepositories {
  labels: LabelsRepository;
  assets: AssetsRepository;
  activity: ActivityRepository;
  locks: Locks;
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const CODE_MESSAGES = {
  unknown: 'Unknown label code',
  retired: 'This label was retired: it no longer opens an asset. Print a new one',
  assetNotFound: 'Asset not found',
} as const;

/** A linked code whose asset was deleted is free again. */
const stateOf = (row: LabelCodeRow): LabelCodeState =>
  row.state === 'linked' && row.asset_id === null ? 'unlinked' : row.state;

export const toLabelCodeDto = (row: LabelCodeRow): LabelCode => ({
  code: row.code,
  state: stateOf(row),
  assetId: row.asset_id,
  assetName: row.asset_name,
  createdAt: row.created_at,
  linkedAt: row.linked_at,
  linkedBy: row.linked_by,
  retiredAt: row.retired_at,
});

export interface CodesContext {
  qr: QrSettings;
  orgName: string;
}

export function createLabelCodesService(tx: Transactor<CodesRepositories>, context: CodesContext) {
  const mustFind = async (r: CodesRepositories, code: string) => {
    const row = await r.labels.findCode(code);
    if (!row) throw new NotFoundError('label-code-not-found', CODE_MESSAGES.unknown);
    return row;
  };

  return {
    /** Makes `count` new codes and answers the PDF of their labels; nothing is stored when it cannot print. */
    async createBatch(actor: AuthUser, raw: LabelCodesRequest, origin: string | undefined) {
      const request = labelCodesRequestSchema.parse(raw);
      const template = templateById(request.templateId);
      const base = `${payloadBase(context.qr, origin)}${LABEL_CODE_ROOT}/`;
      const options = {
        template,
        startAt: request.startAt,
        errorCorrection: request.errorCorrection,
        correction: await tx.read((r) => correctionFor(r, request.printerProfileId, request.correction)),
        orgName: context.orgName,
      };
      checkModuleSize(options, `${base}${'X'.repeat(CODE_LENGTH)}`);
      const codes = await tx.write(async (r) => {
        for (let attempt = 1; ; attempt++) {
          const batch = [...new Set(Array.from({ length: request.count }, newCode))];
          try {
            const at = nowIso();
            await r.labels.insertCodes(
              batch.map((code) => ({
                code,
                state: 'unlinked' as const,
                created_at: at,
                created_by: actor.username,
              })),
            );
            return batch;
          } catch (error) {
            // Forty random bits a code: a clash with an earlier batch is rare; a new draw settles it.
            if (!isUniqueViolation(error) || attempt >= 3) throw error;
          }
        }
      });
      const contents = codes.map((code) => ({ payload: `${base}${code}`, title: 'Scan to link', code }));
      return { document: renderLabelSheet(contents, options), codes, template };
    },

    list: (state: LabelCodeState | undefined, page = 1, limit = PAGE_SIZE) =>
      tx.read(async (r) => {
        const [rows, total] = await Promise.all([
          r.labels.listCodes(state, (page - 1) * limit, limit),
          r.labels.countCodes(state),
        ]);
        return { rows, total };
      }),

    resolve: (code: string) => tx.read((r) => mustFind(r, code)),

    /** Links the code to the asset; `retireOthers` retires the asset's other codes (a damaged label replaced). */
    link: (actor: AuthUser, code: string, assetId: string, retireOthers: boolean) =>
      tx.write(async (r) => {
        await r.locks.asset(assetId, 'update');
        const asset = await r.assets.findById(assetId);
        if (!asset) throw new NotFoundError('asset-not-found', CODE_MESSAGES.assetNotFound);
        const row = await mustFind(r, code);
        const state = stateOf(row);
        if (state === 'retired') throw new ConflictError('label-code-retired', CODE_MESSAGES.retired);
        if (state === 'linked' && row.asset_id !== assetId)
          throw new ConflictError(
            'label-code-linked',
            `This label already opens '${row.asset_name ?? ''}': retire it before linking it again`,
          );
        const at = nowIso();
        if (state === 'unlinked')
          await r.labels.updateCode(code, {
            state: 'linked',
            asset_id: assetId,
            linked_at: at,
            linked_by: actor.username,
          });
        const retired = retireOthers ? await r.labels.retireOtherCodes(assetId, code, at) : [];
        if (state === 'unlinked' || retired.length > 0) {
          const replaced = retired.length > 0 ? `; ${retired.join(', ')} retired` : '';
          await r.activity.record({
            action: 'updated',
            details: `Label ${code} linked${replaced}`,
            asset: { id: asset.id, name: asset.name },
            actor,
          });
        }
        return mustFind(r, code);
      }),

    retire: (actor: AuthUser, code: string) =>
      tx.write(async (r) => {
        const row = await mustFind(r, code);
        if (row.state === 'retired') return row;
        await r.labels.updateCode(code, { state: 'retired', retired_at: nowIso() });
        if (row.asset_id !== null && row.asset_name !== null)
          await r.activity.record({
            action: 'updated',
            details: `Label ${code} retired`,
            asset: { id: row.asset_id, name: row.asset_name },
            actor,
          });
        return mustFind(r, code);
      }),
  };
}
export type LabelCodesService = ReturnType<typeof createLabelCodesService>;

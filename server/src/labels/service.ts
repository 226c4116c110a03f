/**
 * What a print needs from the register: the assets named (or matched by the list's filters), each with its
 * own QR payload, a code a person reads, and the printer's correction. Everything is checked before the
 * first page is drawn, so a refused print never starts a download.
 */
import {
  LABEL_TEMPLATES,
  labelsRequestSchema,
  MAX_LABELS_PER_PRINT,
  type LabelsRequest,
  type LabelTemplate,
} from '@harbour/contract';
import type { AssetTypesRepository } from '../asset-types/repository';
import type { AssetsRepository } from '../assets/repository';
import { parseStoredValues } from '../common/asset-field-values';
import { todayIn } from '../common/due-date';
import type { Transactor } from '../db/transactor';
import { NotFoundError, ValidationError } from '../errors';
import { qrPayload, type QrSettings } from '../common/qr-payload';
import { renderCalibrationPage } from './calibration';
import { NO_CORRECTION, type PrinterCorrection } from './layout';
import type { LocationsRepository } from '../locations/repository';
import { fieldLine } from './field-line';
import { checkModuleSize, renderLabelSheet, type LabelContent } from './render-sheet';
import type { LabelsRepository } from './repository';

interface LabelsRepositories {
  assets: AssetsRepository;
  locations: LocationsRepository;
  assetTypes: AssetTypesRepository;
  labels: LabelsRepository;
}

export interface LabelsContext {
  qr: QrSettings;
  orgName: string;
  timeZone: string;
}

export const templateById = (id: string): LabelTemplate => {
  const template = LABEL_TEMPLATES.find((t) => t.id === id);
  if (!template) throw new NotFoundError('label-template-not-found', 'No such label template');
  return template;
};

/** The code a person reads off an asset's label: its serial number, or the end of its id. */
const assetCode = (asset: { id: string; serial_number: string | null }) =>
  asset.serial_number ? `S/N ${asset.serial_number}` : `ID …${asset.id.slice(-8).toUpperCase()}`;

export async function correctionFor(
  r: { labels: LabelsRepository },
  profileId: string | undefined,
  inline: PrinterCorrection | undefined,
): Promise<PrinterCorrection> {
  if (profileId === undefined) return inline ?? NO_CORRECTION;
  const profile = await r.labels.findProfile(profileId);
  if (!profile)
    throw new ValidationError('validation-failed', 'No printer profile has that id', {
      printerProfileId: { code: 'unknown-reference', message: 'Unknown printer profile' },
    });
  return { offsetX: profile.offset_x, offsetY: profile.offset_y, scale: profile.scale };
}

export function createLabelsService(tx: Transactor<LabelsRepositories>, context: LabelsContext) {
  async function assetsToLabel(r: LabelsRepositories, request: ReturnType<typeof labelsRequestSchema.parse>) {
    if (request.assetIds) {
      const ids = [...new Set(request.assetIds)];
      const found = new Map((await r.labels.assetsByIds(ids)).map((asset) => [asset.id, asset]));
      const unknown = ids.filter((id) => !found.has(id));
      if (unknown.length > 0)
        throw new ValidationError('validation-failed', `No asset has the id ${unknown.join(', ')}`, {
          assetIds: { code: 'unknown-reference', message: 'Unknown asset' },
        });
      return ids.map((id) => found.get(id)!);
    }
    if (request.filter) {
      const locationSubtree = await r.locations.filterOf(request.filter);
      if (locationSubtree === null) return [];
      const { rows, total } = await r.assets.listPage(
        { ...request.filter, sort: 'name', ...(locationSubtree ? { locationSubtree } : {}) },
        1,
        MAX_LABELS_PER_PRINT,
        todayIn(context.timeZone),
      );
      if (total > MAX_LABELS_PER_PRINT) throw tooMany(total);
      return rows;
    }
    throw new ValidationError('validation-failed', 'Choose the assets to label: assetIds or a filter', {
      assetIds: { code: 'required', message: 'Choose at least one asset' },
    });
  }

  /** Each type's definition of the field `key`, by type id: a key no type has is refused. */
  async function fieldDefinitions(r: LabelsRepositories, key: string) {
    const byType = new Map(
      (await r.assetTypes.list()).flatMap((type) => {
        const field = type.fields.find((f) => f.key === key);
        return field ? [[type.id, field] as const] : [];
      }),
    );
    if (byType.size === 0)
      throw new ValidationError('validation-failed', `No asset type has a field with the key '${key}'`, {
        fieldLine: { code: 'unknown-reference', message: 'No asset type has this field' },
      });
    return byType;
  }

  const tooMany = (labels: number) =>
    new ValidationError(
      'too-many-labels',
      `That is ${labels} labels; one print holds at most ${MAX_LABELS_PER_PRINT}: print them in parts`,
      { assetIds: { code: 'too-many', message: `At most ${MAX_LABELS_PER_PRINT} labels` } },
    );

  return {
    /** Checks the request and answers the document to stream, with how many labels it holds. */
    printAssets: (raw: LabelsRequest, origin: string | undefined) =>
      tx.read(async (r) => {
        const request = labelsRequestSchema.parse(raw);
        const template = templateById(request.templateId);
        const correction = await correctionFor(r, request.printerProfileId, request.correction);
        const assets = await assetsToLabel(r, request);
        if (assets.length === 0)
          throw new ValidationError('nothing-to-print', 'No asset matches: nothing to print', {
            assetIds: { code: 'too-few', message: 'No asset matches' },
          });
        const count = assets.length * request.copies;
        if (count > MAX_LABELS_PER_PRINT) throw tooMany(count);
        const fieldOfType = request.fieldLine ? await fieldDefinitions(r, request.fieldLine) : undefined;
        const contents: LabelContent[] = assets.flatMap((asset) => {
          const detail =
            fieldOfType && request.fieldLine
              ? fieldLine(
                  fieldOfType.get(asset.type_id ?? ''),
                  parseStoredValues(asset.fields)[request.fieldLine],
                )
              : undefined;
          const content = {
            payload: qrPayload(context.qr, asset.id, origin),
            title: asset.name,
            ...(detail ? { detail } : {}),
            code: assetCode(asset),
          };
          return Array.from({ length: request.copies }, () => content);
        });
        const options = {
          template,
          startAt: request.startAt,
          errorCorrection: request.errorCorrection,
          correction,
          orgName: context.orgName,
        };
        const longest = contents.reduce((a, b) => (b.payload.length > a.payload.length ? b : a));
        checkModuleSize(options, longest.payload);
        return { document: renderLabelSheet(contents, options), count, template };
      }),

    calibration: (templateId: string, profileId: string | undefined) =>
      tx.read(async (r) => {
        const template = templateById(templateId);
        return {
          document: renderCalibrationPage(template, await correctionFor(r, profileId, undefined)),
          template,
        };
      }),
  };
}
export type LabelsService = ReturnType<typeof createLabelsService>;

/** Printer profiles: named corrections measured on a calibration page, chosen at print time. */
import type { PrinterProfile, PrinterProfileInput } from '@harbour/contract';
import { foldCase, isUniqueViolation } from '../db/dialect';
import { newId, nowIso } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { ConflictError, NotFoundError } from '../errors';
import type { LabelsRepository, PrinterProfileRow } from './repository';

const nameTaken = (name: string, cause: unknown) =>
  new ConflictError('printer-profile-name-taken', `A printer profile named '${name}' already exists`, {
    cause,
  });
const notFound = () => new NotFoundError('printer-profile-not-found', 'Printer profile not found');

export const toPrinterProfileDto = (row: PrinterProfileRow): PrinterProfile => ({
  _id: row.id,
  name: row.name,
  offsetX: row.offset_x,
  offsetY: row.offset_y,
  scale: row.scale,
});

const columns = (input: PrinterProfileInput) => ({
  name: input.name,
  name_key: foldCase(input.name),
  offset_x: input.offsetX,
  offset_y: input.offsetY,
  scale: input.scale,
  updated_at: nowIso(),
});

export function createPrinterProfilesService(tx: Transactor<{ labels: LabelsRepository }>) {
  return {
    list: () => tx.read((r) => r.labels.listProfiles()),

    create: (input: PrinterProfileInput) =>
      tx.write(async (r) => {
        const row = { id: newId(), created_at: nowIso(), ...columns(input) };
        try {
          await r.labels.insertProfile(row);
        } catch (error) {
          if (isUniqueViolation(error)) throw nameTaken(input.name, error);
          throw error;
        }
        return row;
      }),

    update: (id: string, input: PrinterProfileInput) =>
      tx.write(async (r) => {
        try {
          const result = await r.labels.updateProfile(id, columns(input));
          if (Number(result.numUpdatedRows) === 0) throw notFound();
        } catch (error) {
          if (isUniqueViolation(error)) throw nameTaken(input.name, error);
          throw error;
        }
        return (await r.labels.findProfile(id))!;
      }),

    remove: (id: string) =>
      tx.write(async (r) => {
        if (!(await r.labels.deleteProfile(id))) throw notFound();
      }),
  };
}
export type PrinterProfilesService = ReturnType<typeof createPrinterProfilesService>;

/** A staff report as its route takes it: JSON alone (batched with other field writes), or multipart with photos. */
import type { ChartPosition, CreateDefectInput, DefectSeverity } from '@harbour/contract';

export interface StaffReport {
  description: string;
  /** The type's common fault the description was taken from, while it still reads as that fault. */
  fault: string | null;
  severity: DefectSeverity;
  position: ChartPosition | null;
  photos: File[];
}

/** The JSON part; occurredAt is added when the write is sent (lib/offline). */
export function reportInput(report: StaffReport): Omit<CreateDefectInput, 'occurredAt'> {
  const description = report.description.trim();
  const fault = report.fault !== null && report.fault === description ? report.fault : undefined;
  return {
    description,
    severity: report.severity,
    ...(fault ? { fault } : {}),
    ...(report.position ? { position: report.position } : {}),
  };
}

/** The same report twice (a retry after a lost answer) keeps its key: the server stores it once. */
export const reportFingerprint = (report: StaffReport): string =>
  JSON.stringify([
    reportInput(report),
    report.photos.map((photo) => [photo.name, photo.size, photo.lastModified]),
  ]);

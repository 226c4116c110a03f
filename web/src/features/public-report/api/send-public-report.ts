/** POST /api/public/assets/:id/defects (multipart: `defect` JSON, photo `photo.1`): answers the reference. */
import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { publicDefectCreatedSchema, type ChartPosition } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';

const sentReader = readAs(publicDefectCreatedSchema, 'POST /public/assets/:id/defects');

export interface PublicReport {
  description: string;
  contact: string;
  position: ChartPosition | null;
  /** The honeypot: a person leaves it empty; a form-filling robot does not. */
  website: string;
  photo: File | undefined;
}

function toForm(report: PublicReport): FormData {
  const form = new FormData();
  const contact = report.contact.trim();
  form.append(
    'defect',
    JSON.stringify({
      description: report.description.trim(),
      website: report.website,
      ...(contact ? { contact } : {}),
      ...(report.position ? { position: report.position } : {}),
    }),
  );
  if (report.photo) form.append('photo.1', report.photo);
  return form;
}

/** A send after a lost answer keeps its key while the report stays the same, so it is stored once. */
export function useSendPublicReport(assetId: string) {
  const last = useRef<{ report: PublicReport; key: string } | null>(null);
  return useMutation({
    mutationFn: (report: PublicReport) => {
      if (!last.current || !sameReport(last.current.report, report))
        last.current = { report, key: crypto.randomUUID() };
      return apiRequest(`/public/assets/${encodeURIComponent(assetId)}/defects`, sentReader, {
        method: 'POST',
        body: toForm(report),
        idempotencyKey: last.current.key,
      });
    },
  });
}

function sameReport(a: PublicReport, b: PublicReport): boolean {
  return (
    a.description === b.description &&
    a.contact === b.contact &&
    a.website === b.website &&
    a.photo === b.photo &&
    a.position?.lat === b.position?.lat &&
    a.position?.lon === b.position?.lon
  );
}

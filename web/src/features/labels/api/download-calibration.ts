/** GET /admin/label-templates/:id/calibration: frames on every label's edge and rulers, saved as a PDF. */
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

interface CalibrationInput {
  templateId: string;
  /** '' for the page as the template says, without a printer's correction. */
  printerProfileId: string;
}

export function useDownloadCalibration() {
  return useMutation({
    mutationFn: async ({ templateId, printerProfileId }: CalibrationInput) => {
      const query = printerProfileId ? `?printerProfileId=${encodeURIComponent(printerProfileId)}` : '';
      const { blob } = await apiBlob(
        `/admin/label-templates/${encodeURIComponent(templateId)}/calibration${query}`,
        'application/pdf',
      );
      saveBlob(blob, `calibration-${templateId}.pdf`);
    },
  });
}

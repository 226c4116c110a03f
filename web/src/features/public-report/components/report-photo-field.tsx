import { useEffect, useMemo } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { publicReportMessages as m } from '../public-report-messages';

interface ReportPhotoFieldProps {
  file: File | undefined;
  error: string | undefined;
  onChange: (file: File | undefined) => void;
}

/** The phone's rear camera (a file chooser on a desktop); the photo taken is shown before sending. */
export function ReportPhotoField({ file, error, onChange }: ReportPhotoFieldProps) {
  const { t } = useTranslation();
  const preview = usePreviewUrl(file);
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-medium text-slate-800">{t(m.photo)}</legend>
      {preview ? (
        <img
          src={preview}
          alt={t(m.photoAlt)}
          className="max-h-64 w-full rounded-xl bg-slate-100 object-contain ring-1 ring-slate-300"
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <label
          htmlFor="report-photo"
          className="inline-flex h-14 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl bg-navy-800 px-5 text-base font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-500"
        >
          <Camera className="h-5 w-5" aria-hidden="true" />
          {file ? t(m.retakePhoto) : t(m.takePhoto)}
          <input
            id="report-photo"
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'report-photo-error' : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) onChange(chosen);
            }}
          />
        </label>
        {file ? (
          <Button variant="secondary" size="lg" className="h-14" onClick={() => onChange(undefined)}>
            <Trash2 className="h-5 w-5" aria-hidden="true" />
            {t(m.removePhoto)}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id="report-photo-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** An object URL for the chosen photo, released when the photo changes or the form closes. */
function usePreviewUrl(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

import { useEffect, useRef, useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { inspectionMessages as m } from '../inspection-messages';

interface PhotoFieldProps {
  id: string;
  describedBy: string | undefined;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
}

/** The rear camera on a phone (capture), a file chooser on a desktop; the photo taken is shown before sending. */
export function PhotoField({ id, describedBy, file, onChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  function choose(chosen: File | undefined) {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = chosen ? URL.createObjectURL(chosen) : null;
    setPreview(previewRef.current);
    onChange(chosen);
  }

  return (
    <div className="space-y-3">
      {preview && file ? (
        <img
          src={preview}
          alt={t(m.photoAlt)}
          className="max-h-64 w-full rounded-xl bg-slate-100 object-contain ring-1 ring-slate-300"
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <label
          htmlFor={id}
          className="inline-flex h-14 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl bg-navy-800 px-5 text-base font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-500"
        >
          <Camera className="h-5 w-5" aria-hidden="true" />
          {file ? t(m.retakePhoto) : t(m.takePhoto)}
          <input
            id={id}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-describedby={describedBy}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) choose(chosen);
            }}
          />
        </label>
        {file ? (
          <Button variant="secondary" size="lg" className="h-14" onClick={() => choose(undefined)}>
            <Trash2 className="h-5 w-5" aria-hidden="true" />
            {t(m.removePhoto)}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

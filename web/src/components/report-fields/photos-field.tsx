import { useEffect, useMemo } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { reportFieldsMessages as m } from './report-fields-messages';

interface PhotosFieldProps {
  id: string;
  legend: string;
  photos: File[];
  /** How many photos the form takes. */
  max: number;
  /** A photo larger than this is refused here, before anything is sent. */
  maxBytes: number;
  /** Also shown as the field's error: a refusal of the photos from the server. */
  error?: string | undefined;
  onChange: (photos: File[]) => void;
}

/** Photos from the phone's rear camera (a file chooser on a desktop), each shown before sending. */
export function PhotosField({ id, legend, photos, max, maxBytes, error, onChange }: PhotosFieldProps) {
  const { t } = useTranslation();
  const tooLarge = photos.some((photo) => photo.size > maxBytes);
  const shownError = tooLarge ? t(m.tooLarge, { megabytes: Math.round(maxBytes / (1024 * 1024)) }) : error;
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-medium text-slate-800">{legend}</legend>
      {photos.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.name}`} className="space-y-2">
              <PhotoPreview photo={photo} alt={t(m.photoAlt, { number: index + 1 })} />
              <Button
                variant="secondary"
                size="lg"
                className="w-full"
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
              >
                <Trash2 className="h-5 w-5" aria-hidden="true" />
                {t(m.removePhoto, { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < max ? (
        <label
          htmlFor={id}
          className="flex h-14 w-full cursor-pointer items-center justify-center gap-2 rounded-xl bg-navy-800 px-5 text-base font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-500"
        >
          <Camera className="h-5 w-5" aria-hidden="true" />
          {photos.length === 0 ? t(m.takePhoto) : t(m.addPhoto)}
          <input
            id={id}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) onChange([...photos, chosen]);
            }}
          />
        </label>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The photo from an object URL, released when the photo changes or the form closes. */
function PhotoPreview({ photo, alt }: { photo: File; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(photo), [photo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img
      src={url}
      alt={alt}
      className="max-h-48 w-full rounded-xl bg-slate-100 object-contain ring-1 ring-slate-300"
    />
  );
}

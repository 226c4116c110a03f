import { useState, type FormEvent } from 'react';
import { DEFECT_LIMITS, type ChartPosition, type DefectSeverity } from '@harbour/contract';
import { PhotosField } from '@/components/report-fields/photos-field';
import { PositionChoice } from '@/components/report-fields/position-choice';
import { ReportActions } from '@/components/report-fields/report-actions';
import { controlClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/i18n/use-translation';
import { messageOr } from '@/lib/error-message';
import type { StaffReport } from '../report-request';
import { defectMessages as m } from '../defect-messages';
import { FaultChips } from './fault-chips';
import { SeverityChoice } from './severity-choice';

interface ReportDefectFormProps {
  commonFaults: readonly string[];
  sending: boolean;
  error: unknown;
  onSend: (report: StaffReport) => void;
  onCancel: () => void;
}

/** What is wrong (a common fault in one tap), how serious, photos and the position: one column, thumb-sized. */
export function ReportDefectForm({ commonFaults, sending, error, onSend, onCancel }: ReportDefectFormProps) {
  const { t } = useTranslation();
  const [description, setDescription] = useState('');
  const [fault, setFault] = useState<string | null>(null);
  const [severity, setSeverity] = useState<DefectSeverity>('normal');
  const [photos, setPhotos] = useState<File[]>([]);
  const [position, setPosition] = useState<ChartPosition | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = description.trim();
    const refusal = !text
      ? t(m.describeProblem)
      : text.length > DEFECT_LIMITS.descriptionMax
        ? t(m.descriptionTooLong, { max: DEFECT_LIMITS.descriptionMax })
        : undefined;
    setDescriptionError(refusal);
    if (refusal || photos.some((photo) => photo.size > DEFECT_LIMITS.photoBytesMax)) return;
    onSend({ description: text, fault, severity, position, photos });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div>
        <label htmlFor="defect-description" className="block text-base font-medium text-slate-800">
          {t(m.whatIsWrong)}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </label>
        <FaultChips
          faults={commonFaults}
          chosen={fault !== null && fault === description ? fault : null}
          onChoose={(chosen) => {
            setFault(chosen);
            setDescription(chosen);
          }}
        />
        <textarea
          id="defect-description"
          rows={3}
          required
          aria-required
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? 'defect-description-error' : undefined}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className={`${controlClasses} mt-3 px-4 py-3 text-base`}
        />
        {descriptionError ? (
          <p id="defect-description-error" className="mt-1 text-sm font-medium text-red-700">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <SeverityChoice value={severity} onChange={setSeverity} />
      <PhotosField
        id="defect-photo"
        legend={t(m.photos, { max: DEFECT_LIMITS.photosMax })}
        photos={photos}
        max={DEFECT_LIMITS.photosMax}
        maxBytes={DEFECT_LIMITS.photoBytesMax}
        onChange={setPhotos}
      />
      <PositionChoice position={position} onChange={setPosition} />
      <ReportActions
        sending={sending}
        labels={{ send: t(m.send), sending: t(m.sending), cancel: t(m.cancel) }}
        onCancel={onCancel}
        problem={error ? messageOr(error, t(m.notSent)) : null}
      />
    </form>
  );
}

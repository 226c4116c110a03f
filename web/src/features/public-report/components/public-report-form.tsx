import { useState, type FormEvent } from 'react';
import { DEFECT_LIMITS, type ChartPosition } from '@harbour/contract';
import { PhotosField } from '@/components/report-fields/photos-field';
import { PositionChoice } from '@/components/report-fields/position-choice';
import { ReportActions } from '@/components/report-fields/report-actions';
import { controlClasses } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/i18n/use-translation';
import { messageOr } from '@/lib/error-message';
import type { PublicReport } from '../api/send-public-report';
import { publicReportMessages as m } from '../public-report-messages';
import { sendProblem } from '../report-problem-words';
import { HoneypotField } from './honeypot-field';

interface PublicReportFormProps {
  sending: boolean;
  error: unknown;
  onSend: (report: PublicReport) => void;
  onCancel: () => void;
}

/** What is wrong, a photo, a way to reach the visitor and their position (both if they choose), Send. */
export function PublicReportForm({ sending, error, onSend, onCancel }: PublicReportFormProps) {
  const { t } = useTranslation();
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [contact, setContact] = useState('');
  const [position, setPosition] = useState<ChartPosition | null>(null);
  const [website, setWebsite] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | undefined>();
  const photoTooLarge = photos.some((photo) => photo.size > DEFECT_LIMITS.photoBytesMax);
  const problem = error ? sendProblem(error) : null;
  const megabytes = Math.round(DEFECT_LIMITS.photoBytesMax / (1024 * 1024));
  const photoError = problem?.kind === 'photo-too-large' ? t(m.photoTooLarge, { megabytes }) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = description.trim();
    const refusal = !text
      ? t(m.describeProblem)
      : text.length > DEFECT_LIMITS.descriptionMax
        ? t(m.descriptionTooLong, { max: DEFECT_LIMITS.descriptionMax })
        : undefined;
    setDescriptionError(refusal);
    if (refusal || photoTooLarge) return;
    onSend({ description: text, contact, position, website, photo: photos[0] });
  }

  return (
    <form noValidate onSubmit={submit} className="relative space-y-6">
      <h1 className="text-2xl font-bold text-navy-900">{t(m.formTitle)}</h1>
      <div>
        <label htmlFor="report-description" className="block text-base font-medium text-slate-800">
          {t(m.whatIsWrong)}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </label>
        <p id="report-description-hint" className="mt-1 text-sm text-slate-600">
          {t(m.whatIsWrongHint)}
        </p>
        <textarea
          id="report-description"
          rows={4}
          required
          aria-required
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? 'report-description-error' : 'report-description-hint'}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className={`${controlClasses} mt-2 px-4 py-3 text-base`}
        />
        {descriptionError ? (
          <p id="report-description-error" className="mt-1 text-sm font-medium text-red-700">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <PhotosField
        id="report-photo"
        legend={t(m.photo)}
        photos={photos}
        max={1}
        maxBytes={DEFECT_LIMITS.photoBytesMax}
        error={photoError}
        onChange={setPhotos}
      />
      <TextField
        id="report-contact"
        label={t(m.contact)}
        hint={t(m.contactHint)}
        size="lg"
        autoComplete="email"
        maxLength={DEFECT_LIMITS.contactMax}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
      />
      <PositionChoice position={position} onChange={setPosition} />
      <HoneypotField value={website} onChange={setWebsite} />
      <ReportActions
        sending={sending}
        labels={{ send: t(m.send), sending: t(m.sending), cancel: t(m.cancel) }}
        onCancel={onCancel}
        problem={
          problem && problem.kind !== 'photo-too-large'
            ? problem.kind === 'message'
              ? t(problem.message)
              : messageOr(problem.error, t(m.notSent))
            : null
        }
      />
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Upload } from 'lucide-react';
import { DOCUMENT_KINDS } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { controlClasses, FormError, FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { detailedMessageOr } from '@/lib/error-message';
import { useUploadDocument } from '../api/documents';
import {
  checkDocumentForm,
  DOCUMENT_ACCEPT,
  DOCUMENT_KIND_LABELS,
  type DocumentFormResult,
} from '../document-form';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

type Errors = Extract<DocumentFormResult, { ok: false }>['errors'];

const field = `${controlClasses} h-12 px-3 text-base`;

/** Admin only: a certificate, survey report, manual or other file, with its number, issuer and dates. */
export function DocumentUploadForm({ assetId }: { assetId: string }) {
  const { t } = useTranslation();
  const upload = useUploadDocument(assetId);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkDocumentForm(new FormData(event.currentTarget));
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    upload.mutate(result.body, {
      onSuccess: () => {
        toast.success(translate(m.documentAdded));
        formRef.current?.reset();
      },
    });
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t(m.addDocument)}
      className="space-y-4 px-5 py-5"
    >
      <h3 className="text-base font-semibold text-navy-900">{t(m.addDocument)}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="document-kind" label={t(m.kind)} required error={errors.kind}>
          <select id="document-kind" name="kind" defaultValue="certificate" className={field}>
            {DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(DOCUMENT_KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </FormField>
        <TextField id="document-number" name="number" label={t(m.number)} className={field} />
        <TextField id="document-issuer" name="issuer" label={t(m.issuer)} className={field} />
        <TextField id="document-issued" name="issuedOn" type="date" label={t(m.issuedOn)} className={field} />
        <TextField
          id="document-expires"
          name="expiresOn"
          type="date"
          label={t(m.expiresOn)}
          error={errors.expiresOn}
          className={field}
        />
        <FormField id="document-file" label={t(m.file)} required error={errors.file}>
          <input
            id="document-file"
            name="file"
            type="file"
            accept={DOCUMENT_ACCEPT}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? 'document-file-error' : undefined}
            className="block min-h-12 w-full text-sm text-slate-800 file:mr-3 file:h-12 file:rounded-lg file:border-0 file:bg-navy-800 file:px-4 file:font-semibold file:text-white"
          />
        </FormField>
      </div>
      {upload.isError ? <FormError message={detailedMessageOr(upload.error, t(m.addFailed))} /> : null}
      <Button type="submit" size="lg" className="h-12 w-full sm:w-auto" disabled={upload.isPending}>
        <Upload className="h-5 w-5" aria-hidden="true" />
        {upload.isPending ? t(m.uploading) : t(m.upload)}
      </Button>
    </form>
  );
}

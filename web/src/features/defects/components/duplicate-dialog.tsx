import { useState } from 'react';
import { FormDialog } from '@/components/ui/dialog-actions';
import { inputClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/i18n/use-translation';
import { useAssetDefects } from '../api/get-defects';
import type { DefectDetail } from '../api/get-defect';
import { defectMessages as m } from '../defect-messages';

/** Mark as the duplicate of another defect of the same asset (not itself, nor one that repeats it). */
export function DuplicateDialog({
  defect,
  busy,
  onChoose,
  onClose,
}: {
  defect: DefectDetail;
  busy: boolean;
  onChoose: (duplicateOf: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const others = (useAssetDefects(defect.assetId, true).data?.items ?? []).filter(
    (other) => other._id !== defect._id && other.duplicateOf !== defect._id,
  );
  const [chosen, setChosen] = useState('');
  const value = chosen || others[0]?._id || '';
  return (
    <FormDialog
      title={t(m.duplicateTitle)}
      formId="duplicate-defect"
      busy={busy}
      onClose={onClose}
      submitLabel={t(m.markDuplicate)}
      busyLabel={t(m.saving)}
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (value) onChoose(value);
      }}
    >
      {others.length === 0 ? (
        <p className="text-sm text-slate-700">{t(m.duplicateNone)}</p>
      ) : (
        <>
          <label htmlFor="duplicate-of" className="block text-sm font-medium text-slate-700">
            {t(m.duplicateChoose)}
          </label>
          <select
            id="duplicate-of"
            value={value}
            onChange={(event) => setChosen(event.target.value)}
            className={`${inputClasses} h-12`}
          >
            {others.map((other) => (
              <option key={other._id} value={other._id}>
                {`${other.reference}: ${other.description.slice(0, 60)}`}
              </option>
            ))}
          </select>
        </>
      )}
    </FormDialog>
  );
}

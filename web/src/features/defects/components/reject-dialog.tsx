import { useState } from 'react';
import { DEFECT_LIMITS } from '@harbour/contract';
import { FormDialog } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/i18n/use-translation';
import { defectMessages as m } from '../defect-messages';

/** Reject with a reason, which the reporter reads on their report's status page. */
export function RejectDialog({
  busy,
  onReject,
  onClose,
}: {
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog
      title={t(m.rejectTitle)}
      formId="reject-defect"
      busy={busy}
      onClose={onClose}
      submitLabel={t(m.reject)}
      busyLabel={t(m.saving)}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) return setError(t(m.rejectReasonNeeded));
        onReject(text);
      }}
    >
      <TextField
        id="reject-reason"
        label={t(m.rejectReason)}
        hint={t(m.rejectReasonHint)}
        error={error}
        required
        size="lg"
        maxLength={DEFECT_LIMITS.rejectionReasonMax}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}

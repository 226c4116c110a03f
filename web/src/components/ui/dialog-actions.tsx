/** Dialogs that end in Cancel and one action: that footer, and FormDialog, whose action submits its form. */
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useTranslation } from '@/i18n/use-translation';
import { uiMessages as m } from '@/components/ui-messages';

interface DialogActionsProps {
  busy: boolean;
  onCancel: () => void;
  /** The main action's text, and its text while it runs. */
  label: string;
  busyLabel: string;
  /** The id of the form the main action submits; without it the action calls onConfirm. */
  form?: string;
  onConfirm?: () => void;
  variant?: 'primary' | 'danger';
}

/** A dialog's footer: Cancel and its main action, both disabled while the action runs. */
export function DialogActions({
  busy,
  onCancel,
  label,
  busyLabel,
  form,
  onConfirm,
  variant = 'primary',
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t(m.cancel)}
      </Button>
      <Button
        type={form ? 'submit' : 'button'}
        form={form}
        variant={variant}
        onClick={onConfirm}
        disabled={busy}
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}

interface FormDialogProps {
  title: string;
  formId: string;
  busy: boolean;
  onClose: () => void;
  /** The submit button's text, and its text while the form saves. */
  submitLabel: string;
  busyLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: 'md' | 'lg';
  /** The form's own layout classes. */
  className: string;
  children: ReactNode;
}

/** A dialog whose body is one form, submitted from the footer; it stays open while the form saves. */
export function FormDialog({
  title,
  formId,
  busy,
  onClose,
  submitLabel,
  busyLabel,
  onSubmit,
  size = 'md',
  className,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      dismissible={!busy}
      size={size}
      footer={
        <DialogActions
          busy={busy}
          onCancel={onClose}
          form={formId}
          label={submitLabel}
          busyLabel={busyLabel}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={className}>
        {children}
      </form>
    </Modal>
  );
}

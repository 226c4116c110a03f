import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ReportActionsProps {
  sending: boolean;
  /** The words, in the reader's language: Send, the sending state, Cancel. */
  labels: { send: string; sending: string; cancel: string };
  onCancel: () => void;
  /** What went wrong with the last send, if anything: shown above the buttons. */
  problem?: ReactNode;
}

/** The foot of a report form: why it was not sent, then Send (a glove-sized target) and Cancel. */
export function ReportActions({ sending, labels, onCancel, problem }: ReportActionsProps) {
  return (
    <>
      {problem ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-base font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className="h-14 w-full text-lg sm:w-auto"
          disabled={sending}
        >
          {sending ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
          {sending ? labels.sending : labels.send}
        </Button>
        <Button variant="secondary" size="lg" className="h-14 w-full sm:w-auto" onClick={onCancel}>
          {labels.cancel}
        </Button>
      </div>
    </>
  );
}

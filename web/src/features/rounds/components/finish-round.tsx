/** Finish, with a confirmation that says what finishing does. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Flag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOr } from '@/lib/error-message';
import { useFinishRound } from '../api/finish-round';
import type { RoundView } from '../api/round-readers';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

export function FinishRound({ round }: { round: RoundView }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const finish = useFinishRound(round._id);
  const missing = round.counts.missing;

  return (
    <>
      <Button variant="danger" size="lg" onClick={() => setAsking(true)}>
        <Flag className="h-5 w-5" aria-hidden="true" />
        {t(m.finishRound)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(m.finishRound)}
        message={t(m.finishConfirm, { count: missing, name: round.name })}
        confirmLabel={t(m.finishRound)}
        busyLabel={t(m.finishing)}
        busy={finish.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          // The promise, not mutate's callbacks: the finished round hides this button before they would run.
          finish.mutateAsync().then(
            () => {
              setAsking(false);
              toast.success(translate(m.finished));
            },
            (error: unknown) => toast.error(messageOr(error, translate(m.finishFailed))),
          );
        }}
      />
    </>
  );
}

/** Finish, with a confirmation that says what finishing does. */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Flag } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOr } from '@/lib/error-message';
import { useFinishRound } from '../api/finish-round';
import type { RoundView } from '../api/round-readers';

export function FinishRound({ round }: { round: RoundView }) {
  const [asking, setAsking] = useState(false);
  const finish = useFinishRound(round._id);
  const missing = round.counts.missing;

  return (
    <>
      <Button variant="danger" size="lg" onClick={() => setAsking(true)}>
        <Flag className="h-5 w-5" aria-hidden="true" />
        Finish round
      </Button>
      <ConfirmDialog
        open={asking}
        title="Finish round"
        message={`Finish ${round.name}? ${
          missing === 1 ? '1 asset not found yet becomes' : `${missing} assets not found yet become`
        } missing, and the round can no longer be scanned.`}
        confirmLabel="Finish round"
        busyLabel="Finishing..."
        busy={finish.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          // The promise, not mutate's callbacks: the finished round hides this button before they would run.
          finish.mutateAsync().then(
            () => {
              setAsking(false);
              toast.success('Round finished');
            },
            (error: unknown) => toast.error(messageOr(error, 'The round could not be finished')),
          );
        }}
      />
    </>
  );
}

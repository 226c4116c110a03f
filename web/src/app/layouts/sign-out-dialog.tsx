/**
 * Signing out with work left on the phone (a shared phone passes to the next person): send it now, keep it
 * for its owner (no one else's screens read it, and no one else's session sends it), or discard it after a
 * warning that says how many writes would be lost.
 */
import { useState } from 'react';
import { AlertTriangle, LogOut, Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { discardOwnerData, hasOwnerData, ownerDataOf } from '@/lib/offline/owner-data';
import { requestSync } from '@/lib/offline/sync';
import { useOnline } from '@/lib/offline/use-offline-state';
import type { LeftBehind } from './left-behind';
import { discardLabel, discardWarning, leftBehindSentence } from './sign-out-words';
import { useTranslation } from '@/i18n/use-translation';
import { layoutMessages as m } from './layout-messages';
import type { Message } from '@/i18n/define-messages';

interface SignOutDialogProps {
  leftBehind: LeftBehind;
  onSignOut: () => void;
  onCancel: () => void;
}

const BIG = 'h-14 w-full text-base';

export function SignOutDialog({ leftBehind, onSignOut, onCancel }: SignOutDialogProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const [data, setData] = useState(leftBehind.data);
  const [step, setStep] = useState<'choose' | 'discard'>('choose');
  const [busy, setBusy] = useState<'sending' | 'discarding' | null>(null);
  const [problem, setProblem] = useState<Message<string> | null>(null);
  const { userId } = leftBehind;

  async function sendNow() {
    setBusy('sending');
    setProblem(null);
    await requestSync({ force: true });
    const left = await ownerDataOf(userId);
    setBusy(null);
    if (!hasOwnerData(left)) return onSignOut();
    setData(left);
    if (left.pending + left.refused > 0) setProblem(m.notAllSent);
  }

  async function discard() {
    setBusy('discarding');
    try {
      await discardOwnerData(userId);
      onSignOut();
    } catch {
      setBusy(null);
      setProblem(m.couldNotRemove);
    }
  }

  if (step === 'discard')
    return (
      <Modal
        open
        role="alertdialog"
        title={t(m.discardTitle)}
        onClose={() => setStep('choose')}
        dismissible={busy === null}
        size="sm"
      >
        <div className="space-y-4">
          <p className="flex gap-3 text-base text-slate-800" data-testid="discard-warning">
            <AlertTriangle className="mt-0.5 h-6 w-6 shrink-0 text-red-600" aria-hidden="true" />
            {discardWarning(data)}
          </p>
          <Button
            variant="danger"
            size="lg"
            className={BIG}
            disabled={busy !== null}
            onClick={() => void discard()}
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
            {busy === 'discarding' ? t(m.discarding) : discardLabel(data)}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            className={BIG}
            disabled={busy !== null}
            onClick={() => setStep('choose')}
          >
            {t(m.back)}
          </Button>
        </div>
      </Modal>
    );

  const writes = data.pending + data.refused;
  return (
    <Modal open title={t(m.beforeSignOut)} onClose={onCancel} dismissible={busy === null} size="sm">
      <div className="space-y-4" data-testid="sign-out-dialog">
        <p className="text-base text-slate-800">{leftBehindSentence(data)}</p>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t(problem)}
          </p>
        ) : null}
        {data.pending > 0 ? (
          <div className="space-y-1">
            <Button
              variant="accent"
              size="lg"
              className={BIG}
              disabled={!online || busy !== null}
              onClick={() => void sendNow()}
            >
              <Send className="h-5 w-5" aria-hidden="true" />
              {busy === 'sending' ? t(m.sending) : t(m.sendNow)}
            </Button>
            {online ? null : <p className="text-sm text-slate-700">{t(m.noSignal)}</p>}
          </div>
        ) : null}
        <div className="space-y-1">
          <Button variant="primary" size="lg" className={BIG} disabled={busy !== null} onClick={onSignOut}>
            <LogOut className="h-5 w-5" aria-hidden="true" />
            {t(m.keepAndSignOut)}
          </Button>
          <p className="text-sm text-slate-700">{writes > 0 ? t(m.keptWrites) : t(m.keptAssets)}</p>
        </div>
        <Button
          variant="secondary"
          size="lg"
          className={`${BIG} text-red-700`}
          disabled={busy !== null}
          onClick={() => setStep('discard')}
        >
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          {t(m.discardAndSignOut)}
        </Button>
        <Button variant="ghost" size="lg" className={BIG} disabled={busy !== null} onClick={onCancel}>
          {t(m.staySignedIn)}
        </Button>
      </div>
    </Modal>
  );
}

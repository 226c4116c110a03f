import { useState } from 'react';
import { DEFECT_SEVERITIES, type DefectSeverity, type TriageDefectInput } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { SelectFilter } from '@/components/ui/filter-fields';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { messageOr } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import type { DefectDetail } from '../api/get-defect';
import { useTriageDefect } from '../api/triage-defect';
import { defectMessages as m } from '../defect-messages';
import { triageMoves } from '../triage-moves';
import { DuplicateDialog } from './duplicate-dialog';
import { RejectDialog } from './reject-dialog';
import { SEVERITY_WORDS } from './severity-choice';

/** The moves the defect's state allows, and its severity (safety sets the asset Under Maintenance). */
export function TriageActions({ defect }: { defect: DefectDetail }) {
  const { t } = useTranslation();
  const triage = useTriageDefect(defect._id);
  const [dialog, setDialog] = useState<'duplicate' | 'reject' | null>(null);

  function send(change: TriageDefectInput) {
    triage.mutate(change, {
      onSuccess: () => {
        setDialog(null);
        toast.success(translate(m.saved));
      },
      onError: (error) => toast.error(messageOr(error, translate(m.saveFailed))),
    });
  }

  return (
    <section aria-labelledby="triage-title" className="space-y-4">
      <h2 id="triage-title" className="text-lg font-semibold text-navy-900">
        {t(m.actions)}
      </h2>
      <div className="flex flex-wrap gap-3">
        {triageMoves(defect.state).map((move) =>
          move.kind === 'set' ? (
            <Button
              key={move.state}
              variant={move.state === 'accepted' ? 'accent' : 'secondary'}
              size="lg"
              disabled={triage.isPending}
              onClick={() => send({ state: move.state })}
            >
              {t(move.label)}
            </Button>
          ) : (
            <Button
              key={move.kind}
              variant="secondary"
              size="lg"
              disabled={triage.isPending}
              onClick={() => setDialog(move.kind)}
            >
              {move.kind === 'duplicate' ? t(m.markDuplicate) : t(m.reject)}
            </Button>
          ),
        )}
      </div>
      <div className="max-w-xs">
        <SelectFilter
          label={t(m.changeSeverity)}
          value={defect.severity}
          options={DEFECT_SEVERITIES.map((severity) => ({
            value: severity,
            label: t(SEVERITY_WORDS[severity].name),
          }))}
          onChange={(value) => {
            const severity = DEFECT_SEVERITIES.find((known) => known === value);
            if (severity && severity !== defect.severity)
              send({ severity: severity satisfies DefectSeverity });
          }}
        />
      </div>
      {dialog === 'reject' ? (
        <RejectDialog
          busy={triage.isPending}
          onClose={() => setDialog(null)}
          onReject={(reason) => send({ state: 'rejected', rejectionReason: reason })}
        />
      ) : null}
      {dialog === 'duplicate' ? (
        <DuplicateDialog
          defect={defect}
          busy={triage.isPending}
          onClose={() => setDialog(null)}
          onChoose={(duplicateOf) => send({ state: 'duplicate', duplicateOf })}
        />
      ) : null}
    </section>
  );
}

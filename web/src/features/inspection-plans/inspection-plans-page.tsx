import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Plus } from 'lucide-react';
import type { DueRuleInput } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { usePlans, type PlanRow } from './api/get-plans';
import { useDeletePlan } from './api/delete-plan';
import { PlanFormDialog } from './components/plan-form-dialog';
import { PlansList } from './components/plans-list';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { planMessages as m } from './plan-messages';

type Editing = { plan: (PlanRow & { rule: DueRuleInput }) | null } | null;

/** The admin's inspection plans (/admin/inspection-plans): what falls due on which assets, and when. */
export function InspectionPlansPage() {
  const { t } = useTranslation();
  const plans = usePlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PlanRow | null>(null);

  function edit(plan: PlanRow) {
    const { rule } = plan;
    if (rule) setEditing({ plan: { ...plan, rule } });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(translate(m.deleted));
        setDeleting(null);
      },
      onError: (error) => toast.error(messageOr(error, translate(m.deleteFailed))),
    });
  }

  let body: ReactNode;
  if (plans.isPending) body = <ListState kind="loading" message={t(m.loading)} />;
  else if (plans.isError) body = <ListState kind="error" message={messageOr(plans.error, t(m.loadFailed))} />;
  else if (plans.data.length === 0) body = <ListState kind="empty" message={t(m.empty)} />;
  else body = <PlansList plans={plans.data} onEdit={edit} onDelete={setDeleting} />;

  return (
    <>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <Button onClick={() => setEditing({ plan: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t(m.addPlan)}
          </Button>
        }
      />
      <Card className="overflow-hidden">{body}</Card>
      {editing ? (
        <PlanFormDialog
          key={editing.plan?._id ?? 'new'}
          plan={editing.plan}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.deleteTitle)}
        message={t(m.confirmDelete, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.deletePlan)}
        busyLabel={t(m.deleting)}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

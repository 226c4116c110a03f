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
import { PLAN_MESSAGES } from './plan-messages';

type Editing = { plan: (PlanRow & { rule: DueRuleInput }) | null } | null;

/** The admin's inspection plans (/admin/inspection-plans): what falls due on which assets, and when. */
export function InspectionPlansPage() {
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
        toast.success(PLAN_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(messageOr(error, PLAN_MESSAGES.deleteFailed)),
    });
  }

  let body: ReactNode;
  if (plans.isPending) body = <ListState kind="loading" message={PLAN_MESSAGES.loading} />;
  else if (plans.isError)
    body = <ListState kind="error" message={messageOr(plans.error, PLAN_MESSAGES.loadFailed)} />;
  else if (plans.data.length === 0) body = <ListState kind="empty" message={PLAN_MESSAGES.empty} />;
  else body = <PlansList plans={plans.data} onEdit={edit} onDelete={setDeleting} />;

  return (
    <>
      <PageHeader
        title="Inspection plans"
        subtitle="Recurring inspections and services, their intervals and checklists, and the assets they apply to."
        actions={
          <Button onClick={() => setEditing({ plan: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Plan
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
        title="Delete Inspection Plan"
        message={PLAN_MESSAGES.confirmDelete(deleting?.name ?? '')}
        confirmLabel="Delete Plan"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

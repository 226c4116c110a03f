import { Pencil, Trash2 } from 'lucide-react';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { RowAction } from '@/components/ui/row-action';
import { dueRuleWords } from '@/lib/due-rule-words';
import type { PlanRow } from '../api/get-plans';
import { PLAN_MESSAGES } from '../plan-messages';

interface PlansListProps {
  plans: PlanRow[];
  onEdit: (plan: PlanRow) => void;
  onDelete: (plan: PlanRow) => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a plan applies to, in one line: 'Life Raft, Davit; 2 single assets'. */
function targetsText(plan: PlanRow): string {
  const parts = [];
  if (plan.assetTypes.length > 0) parts.push(plan.assetTypes.join(', '));
  if (plan.assetIds.length > 0) parts.push(plural(plan.assetIds.length, 'single asset', 'single assets'));
  return parts.join('; ');
}

/** The plans: a table on a wide screen, cards on a phone. */
export function PlansList({ plans, onEdit, onDelete }: PlansListProps) {
  return (
    <CardTable
      label="Inspection plans"
      columns={[
        { label: 'Plan' },
        { label: 'Interval' },
        { label: 'Applies to' },
        { label: 'Assets' },
        { label: 'Checklist' },
        { label: 'Actions', align: 'right' },
      ]}
    >
      {plans.map((plan) => (
        <CardRow key={plan._id}>
          <CardCell label="Plan" primary>
            <p className="font-semibold text-slate-900">{plan.name}</p>
            {plan.reference ? <p className="text-xs text-slate-500">{plan.reference}</p> : null}
          </CardCell>
          <CardCell label="Interval">
            <span className="sm:block sm:max-w-72">
              {plan.rule ? dueRuleWords(plan.rule) : PLAN_MESSAGES.unreadableRule}
            </span>
          </CardCell>
          <CardCell label="Applies to">{targetsText(plan)}</CardCell>
          <CardCell label="Assets">
            <span className="tabular-nums">{plan.assetCount ?? '–'}</span>
          </CardCell>
          <CardCell label="Checklist">{plural(plan.checklist.length, 'item', 'items')}</CardCell>
          <CardCell label="Actions" align="right">
            <div className="flex justify-end gap-1">
              {plan.rule ? (
                <RowAction icon={Pencil} label={`Edit ${plan.name}`} onClick={() => onEdit(plan)} />
              ) : null}
              <RowAction
                icon={Trash2}
                tone="danger"
                label={`Delete ${plan.name}`}
                onClick={() => onDelete(plan)}
              />
            </div>
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

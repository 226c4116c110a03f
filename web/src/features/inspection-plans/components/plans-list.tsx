import { Pencil, Trash2 } from 'lucide-react';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { RowAction } from '@/components/ui/row-action';
import { dueRuleWords } from '@/lib/due-rule-words';
import type { PlanRow } from '../api/get-plans';
import type { Translator } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { planMessages as m } from '../plan-messages';

interface PlansListProps {
  plans: PlanRow[];
  onEdit: (plan: PlanRow) => void;
  onDelete: (plan: PlanRow) => void;
}

/** What a plan applies to, in one line: 'Life Raft, Davit; 2 single assets'. */
function targetsText(plan: PlanRow, t: Translator['t']): string {
  const parts = [];
  if (plan.assetTypes.length > 0) parts.push(plan.assetTypes.join(', '));
  if (plan.assetIds.length > 0) parts.push(t(m.singleAssetCount, { count: plan.assetIds.length }));
  return parts.join('; ');
}

/** The plans: a table on a wide screen, cards on a phone. */
export function PlansList({ plans, onEdit, onDelete }: PlansListProps) {
  const { t } = useTranslation();
  return (
    <CardTable
      label={t(m.title)}
      columns={[
        { label: t(m.plan) },
        { label: t(m.interval) },
        { label: t(m.appliesTo) },
        { label: t(m.assets) },
        { label: t(m.checklist) },
        { label: t(m.actions), align: 'right' },
      ]}
    >
      {plans.map((plan) => (
        <CardRow key={plan._id}>
          <CardCell label={t(m.plan)} primary>
            <p className="font-semibold text-slate-900">{plan.name}</p>
            {plan.reference ? <p className="text-xs text-slate-500">{plan.reference}</p> : null}
          </CardCell>
          <CardCell label={t(m.interval)}>
            <span className="sm:block sm:max-w-72">
              {plan.rule ? dueRuleWords(plan.rule) : t(m.unreadableRule)}
            </span>
          </CardCell>
          <CardCell label={t(m.appliesTo)}>{targetsText(plan, t)}</CardCell>
          <CardCell label={t(m.assets)}>
            <span className="tabular-nums">{plan.assetCount ?? '–'}</span>
          </CardCell>
          <CardCell label={t(m.checklist)}>{t(m.itemCount, { count: plan.checklist.length })}</CardCell>
          <CardCell label={t(m.actions)} align="right">
            <div className="flex justify-end gap-1">
              {plan.rule ? (
                <RowAction
                  icon={Pencil}
                  label={t(m.editPlan, { name: plan.name })}
                  onClick={() => onEdit(plan)}
                />
              ) : null}
              <RowAction
                icon={Trash2}
                tone="danger"
                label={t(m.deletePlanNamed, { name: plan.name })}
                onClick={() => onDelete(plan)}
              />
            </div>
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

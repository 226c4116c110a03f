import { Pencil, Trash2 } from 'lucide-react';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { RowAction } from '@/components/ui/row-action';
import type { AssetTypeRow } from '@/lib/readers/asset-type-reader';
import { useTranslation } from '@/i18n/use-translation';
import { assetTypeMessages as m } from '../asset-type-messages';

interface AssetTypesListProps {
  types: AssetTypeRow[];
  onEdit: (type: AssetTypeRow) => void;
  onDelete: (type: AssetTypeRow) => void;
}

/** The types: a table on a wide screen, cards on a phone. */
export function AssetTypesList({ types, onEdit, onDelete }: AssetTypesListProps) {
  const { t } = useTranslation();
  return (
    <CardTable
      label={t(m.title)}
      columns={[
        { label: t(m.type) },
        { label: t(m.fields) },
        { label: t(m.assets) },
        { label: t(m.notFitting) },
        { label: t(m.actions), align: 'right' },
      ]}
    >
      {types.map((type) => (
        <CardRow key={type._id}>
          <CardCell label={t(m.type)} primary>
            <p className="font-semibold text-slate-900">{type.name}</p>
          </CardCell>
          <CardCell label={t(m.fields)}>{t(m.fieldCount, { count: type.fields.length })}</CardCell>
          <CardCell label={t(m.assets)}>
            <span className="tabular-nums">{type.assetCount}</span>
          </CardCell>
          <CardCell label={t(m.notFitting)}>
            <span
              className={`tabular-nums ${type.valuesNotFitting > 0 ? 'font-semibold text-amber-700' : ''}`}
            >
              {type.valuesNotFitting}
            </span>
          </CardCell>
          <CardCell label={t(m.actions)} align="right" actions>
            <RowAction
              icon={Pencil}
              label={t(m.editType, { name: type.name })}
              onClick={() => onEdit(type)}
            />
            <RowAction
              icon={Trash2}
              tone="danger"
              label={t(m.deleteTypeNamed, { name: type.name })}
              onClick={() => onDelete(type)}
            />
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

/** An asset's values of its type's fields, as items of its details list (loaded by type-field-details.tsx). */
import { TriangleAlert } from 'lucide-react';
import type { FieldValue } from '@harbour/contract';
import { DetailItem } from './detail-item';
import type { TypeField } from '@/lib/readers/asset-type-reader';
import { fieldLabel } from '@/lib/type-fields/field-label';
import { fieldValueWords } from '@/lib/type-fields/field-value-words';
import { typeFieldsMessages as m } from '@/lib/type-fields/type-fields-messages';
import { typeNamed, useAssetTypes } from '@/lib/type-fields/use-asset-types';
import { useTranslation } from '@/i18n/use-translation';

export interface TypeFieldValuesProps {
  asset: { type: string; fields: Record<string, FieldValue>; fieldsNotFitting: string[] };
}

/**
 * In the type's order; a value whose field this app has not loaded (no signal, a field only a newer server
 * knows) is shown under its key.
 */
export function TypeFieldValues({ asset }: TypeFieldValuesProps) {
  const { t, language } = useTranslation();
  const keys = Object.keys(asset.fields);
  const types = useAssetTypes();
  const defined = typeNamed(types.data, asset.type)?.fields ?? [];
  const rows: { key: string; field: Pick<TypeField, 'kind' | 'unit'>; label: string }[] = [
    ...defined
      .filter((field) => field.key in asset.fields)
      .map((field) => ({ key: field.key, field, label: fieldLabel(field, language) })),
    ...keys
      .filter((key) => !defined.some((field) => field.key === key))
      .map((key) => ({ key, field: { kind: 'text' as const }, label: key })),
  ];
  return (
    <>
      {rows.map(({ key, field, label }) => {
        const value = asset.fields[key];
        if (value === undefined) return null;
        const notFitting = asset.fieldsNotFitting.includes(key);
        return (
          <DetailItem key={key} label={label}>
            <span className="break-words">{fieldValueWords(field, value)}</span>
            {notFitting ? (
              <span className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-700">
                <TriangleAlert className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                {t(m.notFitting)}
              </span>
            ) : null}
          </DetailItem>
        );
      })}
    </>
  );
}

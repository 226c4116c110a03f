/** The choice and yes-no fields the filter panel offers (loaded with the panel). */
import { FILTERABLE_FIELD_KINDS } from '@harbour/contract';
import type { TypeField } from '@/lib/readers/asset-type-reader';
import type { AssetTypes } from '@/lib/type-fields/use-asset-types';
import { firstByKey } from './type-field-columns';

/** The filtered type's choice and yes-no fields, else every type's, once per key. */
export function filterableFields(types: AssetTypes | undefined, typeFilter: string): TypeField[] {
  if (!types) return [];
  const chosen = typeFilter ? types.named(typeFilter) : undefined;
  const from = typeFilter ? (chosen ? [chosen] : []) : types.list;
  return firstByKey(
    from.flatMap((type) => type.fields.filter((field) => FILTERABLE_FIELD_KINDS.includes(field.kind))),
  );
}

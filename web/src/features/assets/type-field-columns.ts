/** Which of the types' fields the asset list shows as columns and offers as filters. */
import { FILTERABLE_FIELD_KINDS } from '@harbour/contract';
import type { AssetTypeRow, TypeField } from '@/lib/readers/asset-type-reader';
import { typeNamed } from '@/lib/type-fields/use-asset-types';

const firstByKey = (fields: TypeField[]): TypeField[] =>
  fields.filter((field, index) => fields.findIndex((other) => other.key === field.key) === index);

/** The fields marked "shown in the list" of the types of the assets listed, in the types' order, once per key. */
export function listedFields(types: readonly AssetTypeRow[], assetTypes: readonly string[]): TypeField[] {
  const present = [...new Set(assetTypes)].flatMap((name) => typeNamed(types, name) ?? []);
  const ordered = types.filter((type) => present.includes(type));
  return firstByKey(ordered.flatMap((type) => type.fields.filter((field) => field.inList)));
}

/** The choice and yes-no fields to filter by: the filtered type's, else every type's, once per key. */
export function filterableFields(types: readonly AssetTypeRow[], typeFilter: string): TypeField[] {
  const chosen = typeFilter ? typeNamed(types, typeFilter) : undefined;
  const from = typeFilter ? (chosen ? [chosen] : []) : types;
  return firstByKey(
    from.flatMap((type) => type.fields.filter((field) => FILTERABLE_FIELD_KINDS.includes(field.kind))),
  );
}

/** The field a filter's key names, in any type. */
export const fieldByKey = (types: readonly AssetTypeRow[], key: string): TypeField | undefined =>
  types.flatMap((type) => type.fields).find((field) => field.key === key);

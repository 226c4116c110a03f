/** Which of the types' fields the asset list shows as columns, and the field a filter names. */
import type { TypeField } from '@/lib/readers/asset-type-reader';
import type { AssetTypes } from '@/lib/type-fields/use-asset-types';

/** Each key's first field: two types may both have a `colour`. */
export const firstByKey = (fields: TypeField[]): TypeField[] =>
  fields.filter((field, index) => fields.findIndex((other) => other.key === field.key) === index);

/** The fields marked "shown in the list" of the types of the assets listed, in the types' order, once per key. */
export function listedFields(types: AssetTypes | undefined, assetTypes: readonly string[]): TypeField[] {
  if (!types) return [];
  const present = new Set(assetTypes.flatMap((name) => types.named(name) ?? []));
  return firstByKey(
    types.list
      .filter((type) => present.has(type))
      .flatMap((type) => type.fields.filter((field) => field.inList)),
  );
}

/** The field a filter's key names, in any type. */
export const fieldByKey = (types: AssetTypes | undefined, key: string): TypeField | undefined =>
  types?.list.flatMap((type) => type.fields).find((field) => field.key === key);

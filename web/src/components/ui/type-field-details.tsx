/** An asset's values of its type's fields, as items of its details list, each labelled in the reader's language. */
import { lazy, Suspense } from 'react';
import type { TypeFieldValuesProps } from './type-field-values';

// With the types' reader and the words for values: loaded for an asset that has values, not for every asset.
const TypeFieldValues = lazy(() =>
  import('./type-field-values').then((m) => ({ default: m.TypeFieldValues })),
);

export function TypeFieldDetails({ asset }: TypeFieldValuesProps) {
  if (Object.keys(asset.fields).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TypeFieldValues asset={asset} />
    </Suspense>
  );
}

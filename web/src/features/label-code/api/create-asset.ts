/** POST /assets (multipart) for an asset a blank label is about to be linked to: its id and name back. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readAs } from '@/lib/lenient';
import { assetReader } from '@/lib/readers/asset-reader';
import type { TypeField } from '@/lib/readers/asset-type-reader';
import { refreshAfter } from '@/lib/stale-lists';
import type { TypeFieldInputs } from '@/lib/type-fields/type-field-form';
import type { FoundAsset } from './search-assets';

const reader = readAs(
  assetReader.pick({ _id: true, name: true, type: true, location: true }),
  'POST /assets (for a label)',
);

export interface NewAsset {
  name: string;
  type: string;
  location: string;
  status: string;
  /** The values of its type's fields, as typed. */
  fields: TypeFieldInputs;
}

export function useCreateAssetForLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      asset,
      typeFields,
    }: {
      asset: NewAsset;
      typeFields: readonly TypeField[];
    }): Promise<FoundAsset> => {
      const form = new FormData();
      for (const name of ['name', 'type', 'location', 'status'] as const) form.set(name, asset[name]);
      if (typeFields.length > 0) {
        // The fields' checks (the contract's rules) load with the first asset of a type with fields.
        const { appendTypeFields } = await import('@/lib/type-fields/type-field-form');
        appendTypeFields(form, typeFields, asset.fields, 'add');
      }
      return apiRequest('/assets', reader, { method: 'POST', body: form });
    },
    onSuccess: () => refreshAfter(queryClient, 'createAsset'),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PAGE_SIZE, type UserWithAssets } from '@harbour/contract';
import { apiPage } from '@/lib/api-client';
import { lenientList, orFallback, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { roleReader } from '@/lib/readers/user-reader';

type AssignedAssetFields = keyof UserWithAssets['assignedAssets'][number];

/** An assigned asset as the screen shows it; no QR image reads as null, and the logo stands in. */
const assignedAssetReader = z.object({
  _id: z.string(),
  name: z.string(),
  location: orFallback(z.string(), '', 'users-with-assets: asset location'),
  qrCodeImage: orFallback(z.string(), null, 'users-with-assets: asset qrCodeImage'),
} satisfies Partial<Record<AssignedAssetFields, z.ZodType>>);
export type AssignedAsset = z.output<typeof assignedAssetReader>;

const usersWithAssetsReader = readAs(
  lenientList(
    z.object({
      _id: z.string(),
      username: z.string(),
      role: roleReader,
      assignedAssets: orFallback(
        lenientList(assignedAssetReader, 'users-with-assets: an asset without id or name'),
        [],
        'users-with-assets: assignedAssets',
      ),
    } satisfies Record<keyof UserWithAssets, z.ZodType>),
    'users-with-assets: a user without id or name',
  ),
  'GET /admin/users-with-assets',
);

/**
 * GET /admin/users-with-assets in its paged form: one page of 10 users whose username contains `q`, with only
 * their own assets, so the screen's first answer does not grow with the authority.
 */
export function useUsersWithAssets(params: { page: number; q: string }) {
  return useQuery({
    queryKey: queryKeys.users.withAssetsPage(params),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), limit: String(PAGE_SIZE) });
      if (params.q) query.set('q', params.q);
      return apiPage(`/admin/users-with-assets?${query.toString()}`, usersWithAssetsReader);
    },
    placeholderData: keepPreviousData,
  });
}

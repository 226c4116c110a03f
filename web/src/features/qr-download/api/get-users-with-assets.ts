import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { UserWithAssets } from '@harbour/contract';
import { apiRequest } from '@/lib/api-client';
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

/** GET /admin/users-with-assets. */
export function useUsersWithAssets() {
  return useQuery({
    queryKey: queryKeys.users.withAssets(),
    queryFn: () => apiRequest('/admin/users-with-assets', usersWithAssetsReader),
  });
}

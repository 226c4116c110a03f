/** What the person signing out leaves on this phone, if anything: asked about before the session ends. */
import { hasOwnerData, ownerDataOf, type OwnerData } from '@/lib/offline/owner-data';
import { currentOwner } from '@/lib/offline/sync';

export interface LeftBehind {
  userId: string;
  data: OwnerData;
}

export async function leftBehindOnSignOut(): Promise<LeftBehind | null> {
  const owner = currentOwner();
  if (!owner) return null;
  const data = await ownerDataOf(owner.userId);
  return hasOwnerData(data) ? { userId: owner.userId, data } : null;
}

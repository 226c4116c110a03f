/**
 * Whose records a person may see: an administrator everyone's, an employee only what they hold. What a
 * scan shows of one asset (its register record, what is due on it to inspect now) is open to every
 * signed-in person; its evidence (documents, other people's inspections) and every list across assets
 * that reads compliance follow this scope (docs/SECURITY.md, "Who sees what").
 */
import type { Role } from '@harbour/contract';
import { ForbiddenError } from '../errors';

export const accessScope = (user: { id: string; role: Role }): { assignedTo?: string } =>
  user.role === 'admin' ? {} : { assignedTo: user.id };

/** An administrator, or the person the asset is assigned to. */
export const holdsOrAdministers = (
  user: { id: string; role: Role },
  asset: { assigned_to: string | null },
): boolean => user.role === 'admin' || asset.assigned_to === user.id;

export function assertHoldsOrAdministers(
  user: { id: string; role: Role },
  asset: { assigned_to: string | null },
): void {
  if (!holdsOrAdministers(user, asset))
    throw new ForbiddenError(
      'forbidden',
      "Only the person this asset is assigned to and administrators may see the asset's documents",
    );
}

/** Whose records a person may see: an administrator everyone's, an employee only what they hold. */
import type { Role } from '@harbour/contract';

export const accessScope = (user: { id: string; role: Role }): { assignedTo?: string } =>
  user.role === 'admin' ? {} : { assignedTo: user.id };

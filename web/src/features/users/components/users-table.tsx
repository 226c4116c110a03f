import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { Pencil, Trash2 } from 'lucide-react';
import type { UserRow } from '../api/get-users';
import { RoleBadge } from '@/components/ui/status-badge';
import { RowAction } from '@/components/ui/row-action';
import { formatDateTime } from '@/lib/format-date';
import { USER_MESSAGES } from '../user-messages';

interface UsersTableProps {
  users: UserRow[];
  /** The signed-in administrator: no Delete on their own row (the server refuses it too). */
  ownId: string | null;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}

export function UsersTable({ users, ownId, onEdit, onDelete }: UsersTableProps) {
  return (
    <CardTable
      label="Users"
      columns={[
        { label: 'User' },
        { label: 'Role' },
        { label: 'Last Login' },
        { label: 'Created At' },
        { label: 'Actions', align: 'right' },
      ]}
    >
      {users.map((user) => (
        <CardRow key={user._id}>
          <CardCell label="User" primary>
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-navy-50 text-xs font-semibold uppercase text-navy-700"
              >
                {user.username.slice(0, 2)}
              </span>
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{user.username}</p>
                {user.email ? (
                  <p className="truncate text-xs text-slate-500" title={user.email}>
                    {user.email}
                  </p>
                ) : null}
              </div>
            </div>
          </CardCell>
          <CardCell label="Role">
            <RoleBadge role={user.role} />
          </CardCell>
          <CardCell label="Last Login">
            <span className="whitespace-nowrap">{formatDateTime(user.lastLogin, USER_MESSAGES.never)}</span>
          </CardCell>
          <CardCell label="Created At">
            <span className="whitespace-nowrap">{formatDateTime(user.createdAt, '')}</span>
          </CardCell>
          <CardCell label="Actions" align="right" actions>
            <RowAction icon={Pencil} label={`Edit ${user.username}`} onClick={() => onEdit(user)} />
            {user._id === ownId ? null : (
              <RowAction
                icon={Trash2}
                tone="danger"
                label={`Delete ${user.username}`}
                onClick={() => onDelete(user)}
              />
            )}
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

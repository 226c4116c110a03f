import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { Pencil, Trash2 } from 'lucide-react';
import type { UserRow } from '../api/get-users';
import { RoleBadge } from '@/components/ui/status-badge';
import { RowAction } from '@/components/ui/row-action';
import { formatDateTime } from '@/lib/format-date';
import { useTranslation } from '@/i18n/use-translation';
import { userMessages as m } from '../user-messages';

interface UsersTableProps {
  users: UserRow[];
  /** The signed-in administrator: no Delete on their own row (the server refuses it too). */
  ownId: string | null;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}

export function UsersTable({ users, ownId, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <CardTable
      label={t(m.title)}
      columns={[
        { label: t(m.user) },
        { label: t(m.role) },
        { label: t(m.lastLogin) },
        { label: t(m.createdAt) },
        { label: t(m.actions), align: 'right' },
      ]}
    >
      {users.map((user) => (
        <CardRow key={user._id}>
          <CardCell label={t(m.user)} primary>
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
          <CardCell label={t(m.role)}>
            <RoleBadge role={user.role} />
          </CardCell>
          <CardCell label={t(m.lastLogin)}>
            <span className="whitespace-nowrap">{formatDateTime(user.lastLogin, t(m.never))}</span>
          </CardCell>
          <CardCell label={t(m.createdAt)}>
            <span className="whitespace-nowrap">{formatDateTime(user.createdAt, '')}</span>
          </CardCell>
          <CardCell label={t(m.actions)} align="right" actions>
            <RowAction
              icon={Pencil}
              label={t(m.editRow, { name: user.username })}
              onClick={() => onEdit(user)}
            />
            {user._id === ownId ? null : (
              <RowAction
                icon={Trash2}
                tone="danger"
                label={t(m.deleteRow, { name: user.username })}
                onClick={() => onDelete(user)}
              />
            )}
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

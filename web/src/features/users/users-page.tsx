import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { UserPlus } from 'lucide-react';
import { PAGE_SIZE } from '@harbour/contract';
import type { UserRow } from './api/get-users';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOr } from '@/lib/error-message';
import { pageSlice } from '@/lib/pagination';
import { useSession } from '@/lib/session';
import { sessionUserId } from '@/lib/session-user-id';
import { useUsers } from './api/get-users';
import { useDeleteUser } from './api/delete-user';
import { UserFormModal } from './components/user-form-modal';
import { UsersTable } from './components/users-table';
import { searchUsers } from './user-form-schema';
import { USER_MESSAGES } from './user-messages';

type Editing = { user: UserRow | null } | null;

/** Account management (/admin/users). */
export function UsersPage() {
  const ownId = sessionUserId(useSession()?.token);
  const users = useUsers();
  const remove = useDeleteUser();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);

  const matches = searchUsers(users.data ?? [], search);
  const lastPage = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(USER_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(messageOr(error, USER_MESSAGES.deleteFailed)),
    });
  }

  let body: ReactNode;
  if (users.isPending) body = <ListState kind="loading" message={USER_MESSAGES.loading} />;
  else if (users.isError)
    body = <ListState kind="error" message={USER_MESSAGES.fetchFailed(users.error.message)} />;
  else if (matches.length === 0) body = <ListState kind="empty" message={USER_MESSAGES.empty} />;
  else
    body = (
      <UsersTable
        users={pageSlice(matches, current, PAGE_SIZE)}
        ownId={ownId}
        onEdit={(user) => setEditing({ user })}
        onDelete={setDeleting}
      />
    );

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Staff accounts and their roles."
        actions={
          <Button onClick={() => setEditing({ user: null })}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            Add User
          </Button>
        }
      />
      <Card className="overflow-hidden">
        <ListToolbar
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder={USER_MESSAGES.searchPlaceholder}
          showFilters={false}
        />
        {body}
        {users.isSuccess ? (
          <Pagination page={current} pageSize={PAGE_SIZE} total={matches.length} onPageChange={setPage} />
        ) : null}
      </Card>
      {editing ? (
        <UserFormModal
          key={editing.user?._id ?? 'new'}
          user={editing.user}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete User"
        message={USER_MESSAGES.confirmDelete(deleting?.username ?? '')}
        confirmLabel="Delete User"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

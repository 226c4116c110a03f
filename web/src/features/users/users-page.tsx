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
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { userMessages as m } from './user-messages';

type Editing = { user: UserRow | null } | null;

/** Account management (/admin/users). */
export function UsersPage() {
  const ownId = sessionUserId(useSession()?.token);
  const users = useUsers();
  const { t } = useTranslation();
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
        toast.success(translate(m.deleted));
        setDeleting(null);
      },
      onError: (error) => toast.error(messageOr(error, translate(m.deleteFailed))),
    });
  }

  let body: ReactNode;
  if (users.isPending) body = <ListState kind="loading" message={t(m.loading)} />;
  else if (users.isError)
    body = <ListState kind="error" message={t(m.fetchFailed, { message: users.error.message })} />;
  else if (matches.length === 0) body = <ListState kind="empty" message={t(m.empty)} />;
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
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          <Button onClick={() => setEditing({ user: null })}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {t(m.addUser)}
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
          placeholder={t(m.searchPlaceholder)}
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
        title={t(m.deleteUser)}
        message={t(m.confirmDelete, { name: deleting?.username ?? '' })}
        confirmLabel={t(m.deleteUser)}
        busyLabel={t(m.deleting)}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

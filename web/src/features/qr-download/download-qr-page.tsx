import { DataTable } from '@/components/ui/data-table';
import { useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '@harbour/contract';
import { PageHeader } from '@/components/ui/page-header';
import { PublicUrlNotice } from '@/components/ui/public-url-notice';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { RoleBadge } from '@/components/ui/status-badge';
import { messageOr } from '@/lib/error-message';
import { pageSlice } from '@/lib/pagination';
import { useUsersWithAssets } from './api/get-users-with-assets';
import { AssetQrCard } from './components/asset-qr-card';
import { QR_MESSAGES } from './qr-messages';

/** QR codes of every user's assets, to download or print (/admin/download). */
export function DownloadQrPage() {
  const users = useUsersWithAssets();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const needle = search.trim().toLowerCase();
  const matches = (users.data ?? []).filter((user) => user.username.toLowerCase().includes(needle));
  const current = Math.min(page, Math.max(1, Math.ceil(matches.length / PAGE_SIZE)));

  let body: ReactNode;
  if (users.isPending) body = <ListState kind="loading" message={QR_MESSAGES.loading} />;
  else if (users.isError)
    body = (
      <ListState
        kind="error"
        message={messageOr(users.error, QR_MESSAGES.loadFailed)}
        action={
          <Button variant="secondary" onClick={() => void users.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  else if (matches.length === 0) body = <ListState kind="empty" message={QR_MESSAGES.noUsers} />;
  else
    body = (
      <DataTable
        columns={[
          { label: 'Username' },
          { label: 'Role' },
          { label: 'Assigned Assets' },
          { label: 'QR Codes' },
        ]}
      >
        {pageSlice(matches, current, PAGE_SIZE).map((user) => (
          <tr key={user._id} className="align-top">
            <td className="whitespace-nowrap px-4 py-4 text-sm font-medium text-slate-900">
              {user.username}
            </td>
            <td className="px-4 py-4">
              <RoleBadge role={user.role} />
            </td>
            <td className="min-w-48 px-4 py-4 text-sm text-slate-600">
              {user.assignedAssets.length === 0 ? (
                <span className="text-slate-400">{QR_MESSAGES.noAssets}</span>
              ) : (
                <ul className="space-y-1">
                  {user.assignedAssets.map((asset) => (
                    <li key={asset._id}>
                      {asset.name} - {asset.location}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className="min-w-72 px-4 py-4">
              {user.assignedAssets.length === 0 ? (
                <span className="text-sm text-slate-400">{QR_MESSAGES.noAssets}</span>
              ) : (
                <div className="space-y-2">
                  {user.assignedAssets.map((asset) => (
                    <AssetQrCard key={asset._id} asset={asset} />
                  ))}
                </div>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    );

  return (
    <>
      <PageHeader
        title="User QR Codes"
        subtitle="Download or print the QR labels of the assets each person holds."
      />
      <div className="mb-4 empty:hidden">
        <PublicUrlNotice />
      </div>
      <Card className="overflow-visible">
        <ListToolbar
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder={QR_MESSAGES.searchPlaceholder}
          showFilters={false}
        />
        {body}
        {users.isSuccess ? (
          <Pagination
            page={current}
            pageSize={PAGE_SIZE}
            total={matches.length}
            onPageChange={setPage}
            noun="users"
            numbered={false}
          />
        ) : null}
      </Card>
    </>
  );
}

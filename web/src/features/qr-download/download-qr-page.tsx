import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '@harbour/contract';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PublicUrlNotice } from '@/components/ui/public-url-notice';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ListToolbar } from '@/components/ui/list-toolbar';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { RoleBadge } from '@/components/ui/status-badge';
import { messageOr } from '@/lib/error-message';
import { pageCount } from '@/lib/pagination';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUsersWithAssets } from './api/get-users-with-assets';
import { AssetQrCard } from './components/asset-qr-card';
import { useTranslation } from '@/i18n/use-translation';
import { qrMessages as m } from './qr-messages';

/** QR codes of every user's assets, to download or print (/admin/download). */
export function DownloadQrPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The server searches and pages: a page of users and their assets, whatever the authority's size.
  const q = useDebouncedValue(search.trim(), 300);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setPage(1);
  }
  const users = useUsersWithAssets({ page, q });
  const matches = users.data?.items ?? [];
  const total = users.data?.total ?? 0;
  // A user deleted elsewhere can empty the last page: step back to the new last page.
  if (users.data && !users.isPlaceholderData && matches.length === 0 && page > 1) {
    setPage(pageCount(total, PAGE_SIZE));
  }

  let body: ReactNode;
  if (users.isPending) body = <ListState kind="loading" message={t(m.loading)} />;
  else if (users.isError)
    body = (
      <ListState
        kind="error"
        message={messageOr(users.error, t(m.loadFailed))}
        action={
          <Button variant="secondary" onClick={() => void users.refetch()}>
            {t(m.tryAgain)}
          </Button>
        }
      />
    );
  else if (matches.length === 0) body = <ListState kind="empty" message={t(m.noUsers)} />;
  else
    body = (
      <CardTable
        label={t(m.tableLabel)}
        columns={[
          { label: t(m.username) },
          { label: t(m.role) },
          { label: t(m.assignedAssets) },
          { label: t(m.qrCodes) },
        ]}
      >
        {matches.map((user) => (
          <CardRow key={user._id}>
            <CardCell label={t(m.username)} primary>
              <span className="break-words font-medium text-slate-900 sm:whitespace-nowrap">
                {user.username}
              </span>
            </CardCell>
            <CardCell label={t(m.role)}>
              <RoleBadge role={user.role} />
            </CardCell>
            <CardCell label={t(m.assignedAssets)}>
              {user.assignedAssets.length === 0 ? (
                <span className="text-slate-500">{t(m.noAssets)}</span>
              ) : (
                <ul className="space-y-1 text-slate-600 sm:min-w-48">
                  {user.assignedAssets.map((asset) => (
                    <li key={asset._id}>
                      {t(m.assetAtLocation, { name: asset.name, location: asset.location })}
                    </li>
                  ))}
                </ul>
              )}
            </CardCell>
            <CardCell label={t(m.qrCodes)} actions>
              {user.assignedAssets.length === 0 ? (
                <span className="text-sm text-slate-500">{t(m.noAssets)}</span>
              ) : (
                <div className="w-full space-y-2 sm:min-w-72">
                  {user.assignedAssets.map((asset) => (
                    <AssetQrCard key={asset._id} asset={asset} />
                  ))}
                </div>
              )}
            </CardCell>
          </CardRow>
        ))}
      </CardTable>
    );

  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <p className="-mt-2 mb-4 text-sm text-slate-700">
        {t(m.othersBefore)}{' '}
        <Link to={paths.admin.labels} className="font-semibold text-navy-800 underline underline-offset-4">
          {t(m.othersLink)}
        </Link>
        {t(m.othersAfter)}
      </p>
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
          placeholder={t(m.searchPlaceholder)}
          showFilters={false}
        />
        {body}
        {users.isSuccess ? (
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            noun={t(m.usersNoun)}
            numbered={false}
          />
        ) : null}
      </Card>
    </>
  );
}

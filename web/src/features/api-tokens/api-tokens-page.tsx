/** The administrator's API tokens screen (/admin/api-tokens): create (shown once), list, revoke. */
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { useApiTokens, type ApiTokenRow } from './api/get-api-tokens';
import { useRevokeApiToken } from './api/revoke-api-token';
import { API_TOKEN_MESSAGES } from './api-token-messages';
import { CreateTokenForm } from './components/create-token-form';
import { TokensTable } from './components/tokens-table';

export function ApiTokensPage() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking._id, {
      onSuccess: () => {
        toast.success(API_TOKEN_MESSAGES.revoked);
        setRevoking(null);
      },
      onError: (error) => toast.error(messageOr(error, API_TOKEN_MESSAGES.revokeFailed)),
    });
  }

  let list: ReactNode;
  if (tokens.isPending) list = <ListState kind="loading" message="Loading API tokens..." />;
  else if (tokens.isError)
    list = <ListState kind="error" message={messageOr(tokens.error, API_TOKEN_MESSAGES.loadFailed)} />;
  else if (tokens.data.length === 0) list = <ListState kind="empty" message={API_TOKEN_MESSAGES.empty} />;
  else list = <TokensTable tokens={tokens.data} onRevoke={setRevoking} />;

  return (
    <>
      <PageHeader
        title="API tokens"
        subtitle={
          <>
            For systems and scripts that call the API: send <code>Authorization: Bearer &lt;token&gt;</code>.
            A token acts as the administrator who made it, with its own role. The API is described at{' '}
            <a className="font-medium text-navy-800 underline" href="/api/docs">
              /api/docs
            </a>
            .
          </>
        }
      />
      <div className="space-y-6">
        <Card className="p-4 sm:p-6">
          <CreateTokenForm />
        </Card>
        <Card className="overflow-hidden">{list}</Card>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API Token"
        message={API_TOKEN_MESSAGES.confirmRevoke(revoking?.name ?? '')}
        confirmLabel="Revoke Token"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}

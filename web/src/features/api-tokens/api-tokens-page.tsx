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
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { apiTokenMessages as m } from './api-token-messages';
import { ApiTokensIntro } from './components/api-tokens-intro';
import { CreateTokenForm } from './components/create-token-form';
import { TokensTable } from './components/tokens-table';

export function ApiTokensPage() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const { t } = useTranslation();
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking._id, {
      onSuccess: () => {
        toast.success(translate(m.revoked));
        setRevoking(null);
      },
      onError: (error) => toast.error(messageOr(error, translate(m.revokeFailed))),
    });
  }

  let list: ReactNode;
  if (tokens.isPending) list = <ListState kind="loading" message={t(m.loading)} />;
  else if (tokens.isError)
    list = <ListState kind="error" message={messageOr(tokens.error, t(m.loadFailed))} />;
  else if (tokens.data.length === 0) list = <ListState kind="empty" message={t(m.empty)} />;
  else list = <TokensTable tokens={tokens.data} onRevoke={setRevoking} />;

  return (
    <>
      <PageHeader title={t(m.title)} subtitle={<ApiTokensIntro />} />
      <div className="space-y-6">
        <Card className="p-4 sm:p-6">
          <CreateTokenForm />
        </Card>
        <Card className="overflow-hidden">{list}</Card>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={t(m.revokeTitle)}
        message={t(m.confirmRevoke, { name: revoking?.name ?? '' })}
        confirmLabel={t(m.revokeConfirm)}
        busyLabel={t(m.revoking)}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}

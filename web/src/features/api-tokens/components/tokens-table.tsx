/** The tokens: name, role, made when and by whom, expiry, last use, and Revoke (or when it was revoked). */
import { useState } from 'react';
import { CircleOff } from 'lucide-react';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { RowAction } from '@/components/ui/row-action';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { ApiTokenRow } from '../api/get-api-tokens';
import { API_TOKEN_MESSAGES } from '../api-token-messages';

const ROLE_WORDS: Record<string, string> = { user: 'Employee', admin: 'Administrator' };

function state(token: ApiTokenRow, now: number): string | null {
  if (token.revokedAt) return `Revoked ${formatDate(token.revokedAt, '')}`;
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return 'Expired';
  return null;
}

export function TokensTable({
  tokens,
  onRevoke,
}: {
  tokens: ApiTokenRow[];
  onRevoke: (t: ApiTokenRow) => void;
}) {
  // When the list was drawn: a token that expires while the screen is open shows so after the next refresh.
  const [now] = useState(() => Date.now());
  return (
    <CardTable
      label="API tokens"
      columns={[
        { label: 'Name' },
        { label: 'Role' },
        { label: 'Created' },
        { label: 'Expires' },
        { label: 'Last used' },
        { label: 'Actions', align: 'right' },
      ]}
    >
      {tokens.map((token) => {
        const ended = state(token, now);
        return (
          <CardRow key={token._id}>
            <CardCell label="Name" primary>
              <span className="font-semibold text-slate-900">{token.name}</span>
            </CardCell>
            <CardCell label="Role">{ROLE_WORDS[token.role] ?? token.role}</CardCell>
            <CardCell label="Created">
              <span className="whitespace-nowrap">{formatDate(token.createdAt, '')}</span>
              <span className="block text-xs text-slate-500">by {token.createdBy}</span>
            </CardCell>
            <CardCell label="Expires">
              <span className="whitespace-nowrap">
                {formatDate(token.expiresAt, API_TOKEN_MESSAGES.never)}
              </span>
            </CardCell>
            <CardCell label="Last used">
              <span className="whitespace-nowrap">
                {formatDateTime(token.lastUsedAt, API_TOKEN_MESSAGES.never)}
              </span>
            </CardCell>
            <CardCell label="Actions" align="right">
              {ended ? (
                <span className="text-sm text-slate-500">{ended}</span>
              ) : (
                <RowAction
                  icon={CircleOff}
                  tone="danger"
                  label={`Revoke ${token.name}`}
                  onClick={() => onRevoke(token)}
                />
              )}
            </CardCell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}

/** The tokens: name, role, made when and by whom, expiry, last use, and Revoke (or when it was revoked). */
import { useState } from 'react';
import { CircleOff } from 'lucide-react';
import { CardCell, CardRow, CardTable } from '@/components/ui/card-table';
import { RowAction } from '@/components/ui/row-action';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { ApiTokenRow } from '../api/get-api-tokens';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import type { Translator } from '@/i18n/translator';
import { apiTokenMessages as m } from '../api-token-messages';

const ROLE_WORDS: Record<string, Message<string>> = { user: m.roleUser, admin: m.roleAdmin };

/** The role in words; a role only a newer server knows, as it is sent. */
function roleWord(role: string, t: Translator['t']): string {
  const word = ROLE_WORDS[role];
  return word ? t(word) : role;
}

function state(token: ApiTokenRow, now: number, t: Translator['t']): string | null {
  if (token.revokedAt) return t(m.revokedOn, { date: formatDate(token.revokedAt, '') });
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return t(m.expired);
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
  const { t } = useTranslation();
  return (
    <CardTable
      label={t(m.title)}
      columns={[
        { label: t(m.name) },
        { label: t(m.role) },
        { label: t(m.createdColumn) },
        { label: t(m.expires) },
        { label: t(m.lastUsed) },
        { label: t(m.actions), align: 'right' },
      ]}
    >
      {tokens.map((token) => {
        const ended = state(token, now, t);
        return (
          <CardRow key={token._id}>
            <CardCell label={t(m.name)} primary>
              <span className="font-semibold text-slate-900">{token.name}</span>
            </CardCell>
            <CardCell label={t(m.role)}>{roleWord(token.role, t)}</CardCell>
            <CardCell label={t(m.createdColumn)}>
              <span className="whitespace-nowrap">{formatDate(token.createdAt, '')}</span>
              <span className="block text-xs text-slate-500">
                {t(m.createdBy, { name: token.createdBy })}
              </span>
            </CardCell>
            <CardCell label={t(m.expires)}>
              <span className="whitespace-nowrap">{formatDate(token.expiresAt, t(m.never))}</span>
            </CardCell>
            <CardCell label={t(m.lastUsed)}>
              <span className="whitespace-nowrap">{formatDateTime(token.lastUsedAt, t(m.never))}</span>
            </CardCell>
            <CardCell label={t(m.actions)} align="right">
              {ended ? (
                <span className="text-sm text-slate-500">{ended}</span>
              ) : (
                <RowAction
                  icon={CircleOff}
                  tone="danger"
                  label={t(m.revokeRow, { name: token.name })}
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

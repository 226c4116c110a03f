import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import type { ApiTokenRow } from './api/get-api-tokens';
import { ApiTokensPage } from './api-tokens-page';
import { expiresAtFor } from './expiry-choices';

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : null;

const SECRET = `hbr_${'x'.repeat(43)}`;
const TOKEN: ApiTokenRow = {
  _id: '65a1f0c2b3d4e5f6a7b8c9aa',
  name: 'Port community system',
  role: 'user',
  createdBy: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
};

/** why: no server in a component test; the list grows by what was created and revokes what was revoked. */
function mockServer() {
  let tokens: ApiTokenRow[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/admin/api-tokens' && init?.method === 'POST') {
      const body = bodyOf(init) as { name: string; role: string; expiresAt: string | null };
      const created = { ...TOKEN, name: body.name, role: body.role, expiresAt: body.expiresAt };
      tokens = [created, ...tokens];
      return Promise.resolve(jsonResponse({ ...created, secret: SECRET, message: 'ok', msg: 'ok' }, 201));
    }
    if (url.pathname === '/api/admin/api-tokens') return Promise.resolve(jsonResponse(tokens));
    if (url.pathname === `/api/admin/api-tokens/${TOKEN._id}` && init?.method === 'DELETE') {
      tokens = tokens.map((t) => ({ ...t, revokedAt: '2026-11-25T12:00:00.000Z' }));
      return Promise.resolve(jsonResponse({ message: 'API token revoked', msg: 'API token revoked' }));
    }
    return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the API tokens screen', () => {
  it('shows a new token once, lists it without the secret, and revokes it after confirmation', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    renderWithProviders(<ApiTokensPage />, '/admin/api-tokens');
    expect(await screen.findByText(/No API tokens yet/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Name/), 'Port community system');
    await user.selectOptions(screen.getByLabelText('Expires'), 'never');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('Your new token')).toHaveValue(SECRET);
    expect(screen.getByText(/not shown again/)).toBeInTheDocument();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(bodyOf(posted[1])).toEqual({
      name: 'Port community system',
      role: 'user',
      expiresAt: null,
    });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getByText('Port community system')).toBeInTheDocument();
    expect(within(table).getByText('Employee')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain(SECRET);

    await user.click(within(table).getByRole('button', { name: 'Revoke Port community system' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke Token' }));
    await waitFor(() => expect(within(table).getByText(/^Revoked/)).toBeInTheDocument());
    expect(within(table).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('turns an expiry choice into a moment that many days ahead, or none', () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    expect(expiresAtFor('30', now)).toBe('2026-12-25T12:00:00.000Z');
    expect(expiresAtFor('never', now)).toBeNull();
  });
});

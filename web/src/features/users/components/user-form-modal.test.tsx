import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { UserFormModal } from './user-form-modal';

const erik = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  username: 'erik',
  role: 'user',
  email: 'erik@harbour.example',
  dutyOfficer: false,
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00Z',
};

/** why: the form's save goes to the API; the test reads what was sent. */
function captureRequests() {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ message: 'ok', msg: 'ok' })));
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
      .map(([url, init]) => ({
        url: typeof url === 'string' ? url : '',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      }));
}

describe('the e-mail address of a user', () => {
  it('refuses an address that is not one, and sends nothing', async () => {
    const sent = captureRequests();
    renderWithProviders(<UserFormModal user={erik} onClose={vi.fn()} />);
    const user = userEvent.setup();
    const email = screen.getByLabelText('E-mail (optional)');
    expect(email).toHaveValue('erik@harbour.example');
    await user.clear(email);
    await user.type(email, 'erik at harbour');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('E-mail address is not valid')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('sends a cleared address as blank on edit, so the stored one is removed', async () => {
    const sent = captureRequests();
    const onClose = vi.fn();
    renderWithProviders(<UserFormModal user={erik} onClose={onClose} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('E-mail (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([
      { url: `/api/admin/users/${erik._id}`, body: { username: 'erik', role: 'user', email: '' } },
    ]);
  });

  it('creates a user without an address when none is given', async () => {
    const sent = captureRequests();
    const onClose = vi.fn();
    renderWithProviders(<UserFormModal user={null} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'ingrid');
    await user.type(screen.getByLabelText(/^Password/), 'deck-officer-1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent()[0]?.body).toEqual({ username: 'ingrid', password: 'deck-officer-1', role: 'user' });
  });
});

describe('the duty officer switch', () => {
  it('is offered to an administrator only, and sent when switched on', async () => {
    const sent = captureRequests();
    const onClose = vi.fn();
    renderWithProviders(<UserFormModal user={erik} onClose={onClose} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('checkbox', { name: /Duty officer/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('checkbox', { name: /Duty officer/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()[0]?.body).toEqual({
      username: 'erik',
      role: 'admin',
      email: 'erik@harbour.example',
      dutyOfficer: true,
    });
  });
});

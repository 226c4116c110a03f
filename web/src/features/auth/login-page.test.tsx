import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, LocationProbe, renderWithProviders } from '@/test/render';
import { getSession, signOut } from '@/lib/session';
import { LoginPage } from './login-page';

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Answers /api/config with defaults and /api/auth/login with the given response. */
function mockApi(login: () => Response) {
  const fetchMock = vi.fn<typeof fetch>((input) =>
    Promise.resolve(
      urlOf(input).endsWith('/auth/login') ? login() : jsonResponse({ orgName: 'Test Authority' }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function loginCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/auth/login'));
}

function renderLogin(from?: string) {
  signOut();
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { pathname: '/login', state: from ? { from: { pathname: from } } : null },
  );
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByPlaceholderText('Enter your username'), username);
  if (password) await user.type(screen.getByPlaceholderText('Enter your password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  it('asks for both fields and sends nothing when one is empty', async () => {
    // why: the test proves no sign-in request leaves the page.
    const fetchMock = mockApi(() => jsonResponse({ token: 't', role: 'user', username: 'x' }));
    renderLogin();
    await fillAndSubmit('ana', '');
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it('sends an admin to the admin dashboard and stores the session', async () => {
    // why: stands in for the server's login answer.
    mockApi(() => jsonResponse({ token: 't1', role: 'admin', username: 'ana' }));
    renderLogin();
    await fillAndSubmit('ana', 'secret-pass');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(getSession()).toMatchObject({ token: 't1', role: 'admin', username: 'ana' });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('sends a user to the user dashboard', async () => {
    // why: stands in for the server's login answer.
    mockApi(() => jsonResponse({ token: 't2', role: 'user', username: 'bo' }));
    renderLogin();
    await fillAndSubmit('bo', 'secret-pass');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'));
  });

  it('returns to the page asked for when the role may see it', async () => {
    // why: stands in for the server's login answer.
    mockApi(() => jsonResponse({ token: 't3', role: 'admin', username: 'ana' }));
    renderLogin('/admin/users');
    await fillAndSubmit('ana', 'secret-pass');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/users'));
  });

  it("goes to the role's dashboard when the page asked for belongs to another role", async () => {
    // why: stands in for the server's login answer.
    mockApi(() => jsonResponse({ token: 't4', role: 'user', username: 'bo' }));
    renderLogin('/admin/users');
    await fillAndSubmit('bo', 'secret-pass');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'));
  });

  it("shows the server's message, not the fallback, when sign-in fails", async () => {
    // why: stands in for the server's 429 answer; its message differs from the 'Invalid credentials' fallback.
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    mockApi(() => jsonResponse({ statusCode: 429, message, msg: message }, 429));
    renderLogin();
    await fillAndSubmit('ana', 'wrong-pass');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it("shows 'Invalid credentials' when the failed answer carries no message", async () => {
    // why: stands in for a proxy's bare 401 with no JSON body.
    mockApi(() => new Response('', { status: 401 }));
    renderLogin();
    await fillAndSubmit('ana', 'wrong-pass');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});

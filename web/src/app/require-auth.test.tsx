import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/lib/session';
import { readReturnTo } from '@/lib/access';
import { RequireAuth } from './require-auth';

function LoginProbe() {
  const location = useLocation();
  return <p>login, back to {readReturnTo(location.state)?.pathname}</p>;
}

function renderGuarded(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/unauthorized" element={<p>unauthorized</p>} />
      <Route element={<RequireAuth role="admin" />}>
        <Route path="/admin/users" element={<p>admin users</p>} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route path="/a/:id" element={<p>asset link</p>} />
      </Route>
    </Routes>,
    path,
  );
}

describe('route guards', () => {
  it('sends a visitor who is not signed in to /login, remembering the page', () => {
    signOut();
    renderGuarded('/admin/users');
    expect(screen.getByText('login, back to /admin/users')).toBeInTheDocument();
  });

  it('sends a signed-in user with the wrong role to /unauthorized', () => {
    signIn({ token: 't', role: 'user', username: 'bo' });
    renderGuarded('/admin/users');
    expect(screen.getByText('unauthorized')).toBeInTheDocument();
  });

  it('admits the right role', () => {
    signIn({ token: 't', role: 'admin', username: 'ana' });
    renderGuarded('/admin/users');
    expect(screen.getByText('admin users')).toBeInTheDocument();
  });

  it('admits any signed-in role where no role is required', () => {
    signIn({ token: 't', role: 'user', username: 'bo' });
    renderGuarded('/a/0123456789abcdef01234567');
    expect(screen.getByText('asset link')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { areaFor, displayUsername, redirectAfterLogin } from './access';

describe('login redirect', () => {
  it('lands an admin on the admin dashboard and any other role on the user dashboard', () => {
    expect(redirectAfterLogin('admin', null)).toBe('/admin/dashboard');
    expect(redirectAfterLogin('user', null)).toBe('/user/dashboard');
    expect(redirectAfterLogin('auditor', null)).toBe('/user/dashboard');
  });

  it('returns to the page asked for only when the role may see it', () => {
    expect(redirectAfterLogin('user', { pathname: '/user/assets', search: '?x=1' })).toBe('/user/assets?x=1');
    expect(redirectAfterLogin('user', { pathname: '/admin/users' })).toBe('/user/dashboard');
    expect(redirectAfterLogin('admin', { pathname: '/user/assets' })).toBe('/admin/dashboard');
    expect(redirectAfterLogin('admin', { pathname: '/a/0123456789abcdef01234567' })).toBe(
      '/a/0123456789abcdef01234567',
    );
  });

  it("returns either role to a blank label's page after sign-in", () => {
    expect(redirectAfterLogin('user', { pathname: '/l/K7QM3ZX9' })).toBe('/l/K7QM3ZX9');
    expect(redirectAfterLogin('admin', { pathname: '/l/K7QM3ZX9' })).toBe('/l/K7QM3ZX9');
  });
});

describe('username fallbacks', () => {
  it('uses Employee001 for a user and Administrator for an admin', () => {
    expect(displayUsername('', 'user')).toBe('Employee001');
    expect(displayUsername(undefined, 'admin')).toBe('Administrator');
    expect(displayUsername('ana', 'admin')).toBe('ana');
  });
});

describe('area of a role', () => {
  it("opens an admin's pages under /admin and any other role's under /user", () => {
    expect(['admin', 'user', 'auditor'].map(areaFor)).toEqual(['admin', 'user', 'user']);
  });
});

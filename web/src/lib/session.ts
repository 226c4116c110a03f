/** The signed-in session, kept in local storage under three separate keys. */
import { useSyncExternalStore } from 'react';

const SESSION_KEYS = { token: 'token', role: 'role', username: 'username' } as const;

interface Session {
  token: string;
  role: string;
  username: string;
}

/** A session is restored only when all three stored values exist. */
export function readStoredSession(storage: Storage = localStorage): Session | null {
  const token = storage.getItem(SESSION_KEYS.token);
  const role = storage.getItem(SESSION_KEYS.role);
  const username = storage.getItem(SESSION_KEYS.username);
  if (!token || !role || username === null) return null;
  return { token, role, username };
}

let current: Session | null = readStoredSession();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

export function signIn(values: { token: string; role: string; username: string }): void {
  localStorage.setItem(SESSION_KEYS.token, values.token);
  localStorage.setItem(SESSION_KEYS.role, values.role);
  localStorage.setItem(SESSION_KEYS.username, values.username);
  current = { ...values };
  emit();
}

export function signOut(): void {
  localStorage.removeItem(SESSION_KEYS.token);
  localStorage.removeItem(SESSION_KEYS.role);
  localStorage.removeItem(SESSION_KEYS.username);
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

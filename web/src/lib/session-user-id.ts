/** The signed-in person's id, read from their token's subject (the token is the server's, checked there). */
export function sessionUserId(token: string | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    const sub = typeof json === 'object' && json !== null && 'sub' in json ? json.sub : undefined;
    return typeof sub === 'string' ? sub : null;
  } catch {
    // Not a token this app can read: no id (the server signs every token with its subject).
    return null;
  }
}

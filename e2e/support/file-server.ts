/**
 * The server a browser test file talks to. Every file gets its own, on a fresh database, so no file sees
 * another's users, assets or throttles, and files can run side by side (setup: start-file-server.ts).
 */
import type { DatabaseKind } from './environment';

export interface FileServer {
  baseUrl: string;
  adminPassword: string;
  /** The server's JWT secret, for tests that forge an expired copy of a real token. */
  jwtSecret: string;
  database: DatabaseKind;
}

let current: FileServer | undefined;

export function useFileServer(server: FileServer): void {
  current = server;
}

export function fileServer(): FileServer {
  if (!current) throw new Error('e2e: no server for this file (support/start-file-server.ts did not run)');
  return current;
}

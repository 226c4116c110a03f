/** Which text to show for a failed call, most specific first. */
import { translatedCode } from '@/i18n/translator';
import { ApiError } from './api-error';

/** The server's message when the error came from the API with one: in Norwegian, the words for its code. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined;
  return translatedCode('apiErrors', error.code) ?? error.serverMessage;
}

/** Server message, else the fixed fallback. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** Server message, else the joined field errors, else the error's own message, else the fallback. */
export function detailedMessageOr(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError && error.errors) {
    const joined = Object.values(error.errors).join(', ');
    if (joined) return joined;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

import { foldCase } from '../db/dialect';

/**
 * The case-folded username (NFC): unique, and what sign-in, the sign-in throttle and search match on. Only
 * the users repository writes it, with the skeleton, on every insert and every change of the username.
 */
export const usernameKey = (username: string) => foldCase(username.normalize('NFC'));

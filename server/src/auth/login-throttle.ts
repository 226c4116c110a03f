/**
 * Counts sign-in attempts in a sliding window, three ways:
 * - per client address, whatever the username (one machine guessing many accounts);
 * - per username at one address (one machine guessing one account);
 * - per username from every address (many machines guessing one account).
 * An address where the user has signed in before is exempt from the first and the last, so an attacker
 * elsewhere cannot lock the real user out of the machines they use; it still counts its own failures.
 * An attempt is counted before its password is checked, in the same transaction that read the counts
 * (serialized per key), so guesses sent at once are held to the limits exactly; a success takes its
 * attempt back. The counts live in the database: every instance sharing it sees the same ones, and a
 * restart keeps them.
 */
import type { Transactor } from '../db/transactor';
import { usernameKey } from '../common/username-key';
import type { SignInRepository } from './sign-in-repository';

export interface ThrottleLimits {
  maxPerAddress: number;
  maxPerUsernameAtAddress: number;
  maxPerUsername: number;
  windowMs: number;
  /** How long a successful sign-in makes its address known for that username. */
  knownAddressMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  maxPerAddress: 20,
  maxPerUsernameAtAddress: 5,
  maxPerUsername: 10,
  windowMs: 15 * 60 * 1000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
};

/** An attempt let through holds its counted records until it succeeds; a refused one waits. */
export type SignInAttempt =
  { allowed: true; records: string[] } | { allowed: false; retryAfterSeconds: number };

/** Old records are deleted after every this many attempts counted by this process. */
const PRUNE_EVERY = 100;

// An address never holds a space, so 'ua:<address> <username>' names one pair only (and PostgreSQL text
// cannot hold the NUL a separator might otherwise be).
const keysFor = (address: string, username: string) => {
  const name = usernameKey(username);
  return { address: `a:${address}`, username: `u:${name}`, usernameAtAddress: `ua:${address} ${name}` };
};

export class LoginThrottle {
  private attemptsSincePrune = 0;

  constructor(
    private readonly tx: Transactor<{ signIns: SignInRepository }>,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt if the limits allow one now; otherwise says how long to wait. */
  async attempt(address: string, username: string): Promise<SignInAttempt> {
    const keys = keysFor(address, username);
    const now = this.now();
    const result = await this.tx.write(async ({ signIns }): Promise<SignInAttempt> => {
      await signIns.lockKeys(Object.values(keys));
      const attempts = await signIns.attemptsSince(Object.values(keys), now - this.limits.windowMs);
      const knownSince = await signIns.knownSince(keys.usernameAtAddress);
      const wait = (key: string, max: number) => {
        const times = attempts.filter((a) => a.key === key).map((a) => a.at);
        if (times.length < max) return 0;
        const oldestCounted = times[times.length - max]!;
        return Math.max(1, Math.ceil((oldestCounted + this.limits.windowMs - now) / 1000));
      };
      const atAddress = wait(keys.usernameAtAddress, this.limits.maxPerUsernameAtAddress);
      const known = knownSince !== undefined && now - knownSince < this.limits.knownAddressMs;
      const retryAfterSeconds = known
        ? atAddress
        : Math.max(
            atAddress,
            wait(keys.address, this.limits.maxPerAddress),
            wait(keys.username, this.limits.maxPerUsername),
          );
      if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
      return { allowed: true, records: await signIns.addAttempt(Object.values(keys), now) };
    });
    if (result.allowed && ++this.attemptsSincePrune >= PRUNE_EVERY) {
      this.attemptsSincePrune = 0;
      await this.tx.repositories.signIns.prune(now - this.limits.windowMs, now - this.limits.knownAddressMs);
    }
    return result;
  }

  /**
   * The password was right: the attempt no longer counts, this address's failures for the username are
   * forgotten, and the address is remembered as the user's.
   */
  async succeeded(address: string, username: string, records: string[]): Promise<void> {
    const { usernameAtAddress } = keysFor(address, username);
    await this.tx.write(async ({ signIns }) => {
      await signIns.deleteAttempts(records);
      await signIns.clearAttempts(usernameAtAddress);
      await signIns.markKnown(usernameAtAddress, this.now());
    });
  }
}

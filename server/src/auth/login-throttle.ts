/**
 * Counts failed sign-ins in a sliding window, three ways:
 * - per client address, whatever the username (one machine guessing many accounts);
 * - per username at one address (one machine guessing one account);
 * - per username from every address (many machines guessing one account).
 * An address where the user has signed in before is exempt from the first and the last, so an attacker
 * elsewhere cannot lock the real user out of the machines they use; it still counts its own failures.
 * The counts live in the database: every instance sharing it sees the same ones, and a restart keeps them.
 */
import { usernameKey } from '../users/repository';
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

/** Old records are deleted after every this many failures recorded by this process. */
const PRUNE_EVERY = 100;

// An address never holds a space, so 'ua:<address> <username>' names one pair only (and PostgreSQL text
// cannot hold the NUL a separator might otherwise be).
const keysFor = (address: string, username: string) => {
  const name = usernameKey(username);
  return { address: `a:${address}`, username: `u:${name}`, usernameAtAddress: `ua:${address} ${name}` };
};

export class LoginThrottle {
  private failuresSincePrune = 0;

  constructor(
    private readonly records: SignInRepository,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  async retryAfterSeconds(address: string, username: string): Promise<number> {
    const keys = keysFor(address, username);
    const now = this.now();
    const [failures, knownSince] = await Promise.all([
      this.records.failuresSince(Object.values(keys), now - this.limits.windowMs),
      this.records.knownSince(keys.usernameAtAddress),
    ]);
    const wait = (key: string, max: number) => {
      const times = failures.filter((f) => f.key === key).map((f) => f.at);
      if (times.length < max) return 0;
      const oldestCounted = times[times.length - max]!;
      return Math.max(1, Math.ceil((oldestCounted + this.limits.windowMs - now) / 1000));
    };
    const atAddress = wait(keys.usernameAtAddress, this.limits.maxPerUsernameAtAddress);
    if (knownSince !== undefined && now - knownSince < this.limits.knownAddressMs) return atAddress;
    return Math.max(
      atAddress,
      wait(keys.address, this.limits.maxPerAddress),
      wait(keys.username, this.limits.maxPerUsername),
    );
  }

  async recordFailure(address: string, username: string): Promise<void> {
    const now = this.now();
    await this.records.addFailure(Object.values(keysFor(address, username)), now);
    if (++this.failuresSincePrune >= PRUNE_EVERY) {
      this.failuresSincePrune = 0;
      await this.records.prune(now - this.limits.windowMs, now - this.limits.knownAddressMs);
    }
  }

  /** Forgets this address's failures for the username and remembers the address as the user's. */
  async recordSuccess(address: string, username: string): Promise<void> {
    const { usernameAtAddress } = keysFor(address, username);
    await this.records.clearFailures(usernameAtAddress);
    await this.records.markKnown(usernameAtAddress, this.now());
  }
}

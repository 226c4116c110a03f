/**
 * Counts failed sign-ins in a sliding window, three ways:
 * - per client address, whatever the username (one machine guessing many accounts);
 * - per username at one address (one machine guessing one account);
 * - per username from every address (many machines guessing one account).
 * An address where the user has signed in before is exempt from the first and the last, so an attacker
 * elsewhere cannot lock the real user out of the machines they use; it still counts its own failures.
 */
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

/** Above this many keys, stale entries are swept out, so a flood of addresses cannot grow memory for ever. */
const SWEEP_ABOVE = 10_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly knownAddresses = new Map<string, number>();
  /** The next sweep waits until the maps have doubled, so a flood costs linear time, not quadratic. */
  private sweepAbove = SWEEP_ABOVE;

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(address: string, username: string): number {
    const keys = this.keys(address, username);
    const atAddress = this.wait(keys.usernameAtAddress, this.limits.maxPerUsernameAtAddress);
    if (this.isKnown(keys.usernameAtAddress)) return atAddress;
    return Math.max(
      atAddress,
      this.wait(keys.address, this.limits.maxPerAddress),
      this.wait(keys.username, this.limits.maxPerUsername),
    );
  }

  recordFailure(address: string, username: string): void {
    for (const key of Object.values(this.keys(address, username))) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
    if (this.failures.size > this.sweepAbove) this.sweep();
  }

  /** Forgets this address's failures for the username and remembers the address as the user's. */
  recordSuccess(address: string, username: string): void {
    const { usernameAtAddress } = this.keys(address, username);
    this.failures.delete(usernameAtAddress);
    this.knownAddresses.delete(usernameAtAddress);
    this.knownAddresses.set(usernameAtAddress, this.now());
    if (this.knownAddresses.size > this.sweepAbove) this.sweep();
  }

  private keys(address: string, username: string) {
    const name = username.toLowerCase();
    return {
      address: `a:${address}`,
      username: `u:${name}`,
      usernameAtAddress: `ua:${name}\u0000${address}`,
    };
  }

  private isKnown(key: string): boolean {
    const since = this.knownAddresses.get(key);
    return since !== undefined && this.now() - since < this.limits.knownAddressMs;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    return list;
  }

  private wait(key: string, max: number): number {
    const list = this.recent(key);
    if (list.length < max) return 0;
    const oldestCounted = list[list.length - max] ?? this.now();
    return Math.max(1, Math.ceil((oldestCounted + this.limits.windowMs - this.now()) / 1000));
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
    for (const [key, since] of this.knownAddresses) {
      if (this.now() - since >= this.limits.knownAddressMs) this.knownAddresses.delete(key);
    }
    // Still too many known addresses (each a real sign-in): the oldest go first.
    for (const key of this.knownAddresses.keys()) {
      if (this.knownAddresses.size <= SWEEP_ABOVE) break;
      this.knownAddresses.delete(key);
    }
    this.sweepAbove = Math.max(SWEEP_ABOVE, 2 * this.failures.size);
  }

  /** Keys held, for the test that a flood of addresses is swept. */
  get size(): number {
    return this.failures.size + this.knownAddresses.size;
  }
}

/** Counts failed sign-ins per client address and per username in a sliding window. */
export interface ThrottleLimits {
  maxPerUsername: number;
  maxPerAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  maxPerUsername: 5,
  maxPerAddress: 20,
  windowMs: 15 * 60 * 1000,
};

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfterSeconds(address: string, username: string): number {
    const waits = [
      this.wait(`a:${address}`, this.limits.maxPerAddress),
      this.wait(`u:${username.toLowerCase()}`, this.limits.maxPerUsername),
    ];
    return Math.max(...waits);
  }

  recordFailure(address: string, username: string): void {
    for (const key of [`a:${address}`, `u:${username.toLowerCase()}`]) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  recordSuccess(address: string, username: string): void {
    this.failures.delete(`u:${username.toLowerCase()}`);
    this.failures.delete(`a:${address}`);
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
}

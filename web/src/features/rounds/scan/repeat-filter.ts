/**
 * A label held in front of the camera is read ten times a second: the same code again within the window is
 * ignored (never sent again). Every sighting restarts its window, so a label left in view stays quiet, and
 * it counts again once it has been out of view for the whole window.
 */
const REPEAT_WINDOW_MS = 3000;

export class RepeatFilter {
  private readonly lastSeen = new Map<string, number>();

  constructor(private readonly windowMs: number = REPEAT_WINDOW_MS) {}

  /** Whether to act on this code now; records the sighting either way. */
  isFresh(code: string, now: number): boolean {
    const last = this.lastSeen.get(code);
    this.lastSeen.set(code, now);
    for (const [other, seen] of this.lastSeen) {
      if (now - seen >= this.windowMs) this.lastSeen.delete(other);
    }
    return last === undefined || now - last >= this.windowMs;
  }
}

/** Asks a server's /api/health over and over while something else runs: how long other requests wait. */

export interface HealthWatch {
  /** Stops asking (after the answer in flight) and gives each answer's time, in ms, in order. */
  stop(): Promise<number[]>;
}

/** Starts asking `url`'s /api/health, pausing `pauseMs` between an answer and the next question. */
export function watchHealth(url: string, pauseMs: number): HealthWatch {
  let running = true;
  const answersMs: number[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/api/health`);
      answersMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return answersMs;
    },
  };
}

/** The slowest of a watch's answers (0 when none came). */
export const slowest = (answersMs: number[]): number => Math.max(0, ...answersMs);

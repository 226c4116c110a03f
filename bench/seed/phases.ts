/** The seed's progress lines and the seconds each phase took, printed as a table at the end. */
export interface Phases {
  /** A progress line within the current phase. */
  log(line: string): void;
  /** Ends the current phase, named, with what it did. */
  done(phase: string, detail?: string): void;
  /** Markdown table of the phases and the total, as docs/BENCHMARKS.md keeps them. */
  table(): string;
}

export function createPhases(): Phases {
  const started = performance.now();
  let last = started;
  const timings: [string, number][] = [];
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const log = (line: string) => console.log(`[${seconds(performance.now() - started)} s] ${line}`);
  return {
    log,
    done(phase, detail) {
      const now = performance.now();
      timings.push([phase, now - last]);
      last = now;
      log(detail ? `${phase}: ${detail}` : phase);
    },
    table() {
      return [
        '| phase | s |',
        '|---|---:|',
        ...timings.map(([phase, ms]) => `| ${phase} | ${seconds(ms)} |`),
        `| **total** | **${seconds(last - started)}** |`,
      ].join('\n');
    },
  };
}

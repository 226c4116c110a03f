// Preloaded into the server for the PDF check benchmark (plain JavaScript: no loader, a quick start):
// measures the event loop's delay and, on SIGUSR2, writes the largest and the 99th percentile since the
// last signal to LOOP_DELAY_FILE, then starts over.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('SIGUSR2', () => {
  const file = process.env.LOOP_DELAY_FILE;
  if (file) {
    writeFileSync(
      file,
      JSON.stringify({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 }),
    );
  }
  histogram.reset();
});

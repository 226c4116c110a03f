// Preloaded into the server under test (node --import): its event-loop delay, as perf_hooks sees it from
// inside. SIGUSR2 writes the figures since the last signal to LOOP_DELAY_FILE and starts a new count.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
process.on('SIGUSR2', () => {
  const figures = {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  };
  writeFileSync(process.env.LOOP_DELAY_FILE ?? '/dev/null', JSON.stringify(figures));
  histogram.reset();
});

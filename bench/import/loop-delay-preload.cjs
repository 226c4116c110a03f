// Loaded into the server under measurement (node --require): on SIGUSR2 it writes the event-loop delay
// since the last SIGUSR2 (max, p99, mean, in ms) to LOOP_DELAY_FILE and starts counting afresh.
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { writeFileSync } = require('node:fs');

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  const stats = { max: ms(histogram.max), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean) };
  writeFileSync(process.env.LOOP_DELAY_FILE, JSON.stringify(stats));
  histogram.reset();
});

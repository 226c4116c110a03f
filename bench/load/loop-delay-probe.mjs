// Preloaded into the server the load benchmark starts (`node --import <this> server/dist/main.js`), never into
// a production server: the event loop's delay, measured inside that process and read by the benchmark over
// the IPC channel it opened, so no route exposes it. Plain JavaScript so the server runs without a loader.
import { monitorEventLoopDelay } from 'node:perf_hooks';

// 10 ms resolution (Node's default): a stall shorter than that is not what this looks for. A bench that
// reads smaller delays (an idle baseline) asks for a finer one with LOOP_DELAY_RESOLUTION_MS.
const histogram = monitorEventLoopDelay({
  resolution: Number(process.env.LOOP_DELAY_RESOLUTION_MS) || 10,
});
histogram.enable();
const ms = (nanoseconds) => Math.round((nanoseconds / 1e6) * 10) / 10;

if (process.send) {
  process.on('message', (message) => {
    if (message === 'loop-delay:reset') {
      histogram.reset();
      process.send?.({ kind: 'loop-delay:reset' });
    } else if (message === 'loop-delay:read') {
      process.send?.({
        kind: 'loop-delay',
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      });
    }
  });
  // After the listener (adding one refs the channel): the channel must not keep the server alive once it stops.
  process.channel?.unref();
}

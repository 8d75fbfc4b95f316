/**
 * Loaded into the api a bench runs (`node --import`, bench/api-process.ts), on either side of a
 * comparison: Node's event-loop delay histogram (`monitorEventLoopDelay`, 1 ms resolution),
 * printed as one line and started afresh at each SIGWINCH (a signal whose default is to be
 * ignored, and which close-with-grace, unlike SIGUSR2, does not take for a shutdown). Over a case it says whether the api's
 * own thread was held (a long synchronous task, a collection) for as long as a request's p99 says
 * it waited, or whether the wait was elsewhere (the database, the machine). Plain JavaScript,
 * so any checkout's api can take it whatever it runs on.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const ms = (ns) => (ns / 1e6).toFixed(1);
process.on('SIGWINCH', () => {
  process.stdout.write(
    `bench-event-loop p50=${ms(histogram.percentile(50))} p99=${ms(histogram.percentile(99))} max=${ms(histogram.max)}\n`,
  );
  histogram.reset();
});

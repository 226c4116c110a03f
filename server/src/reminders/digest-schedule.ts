/**
 * Runs the daily digest at a fixed hour in the authority's zone, and at start when that hour has passed
 * (the day's lease in the database keeps it to once). The timer never keeps the process alive.
 */
import { TZDate } from '@date-fns/tz';
import { addInterval, todayIn } from '../common/due-date';

const DIGEST_HOUR = 6;

/** The next instant at `hour`:00 in `timeZone` strictly after `now`, and whether today's has passed. */
export function nextDigestTime(
  now: Date,
  timeZone: string,
  hour = DIGEST_HOUR,
): { at: Date; todayPassed: boolean } {
  const at = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(year, month - 1, date, hour, 0, 0, timeZone).getTime());
  };
  const today = todayIn(timeZone, now);
  const todayAt = at(today);
  if (now < todayAt) return { at: todayAt, todayPassed: false };
  return { at: at(addInterval(today, { count: 1, unit: 'days' })), todayPassed: true };
}

export interface DailyDigest {
  /** The run at start, when the hour had passed (resolves at once otherwise). */
  readonly startup: Promise<void>;
  stop(): void;
}

export function scheduleDailyDigest(options: {
  run: (now: Date) => Promise<unknown>;
  timeZone: string;
  clock?: () => Date;
  onError: (error: unknown) => void;
}): DailyDigest {
  const clock = options.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = () => options.run(clock()).then(() => undefined, options.onError);
  const schedule = () => {
    if (stopped) return;
    const { at } = nextDigestTime(clock(), options.timeZone);
    timer = setTimeout(() => void attempt().then(schedule), Math.max(0, at.getTime() - clock().getTime()));
    timer.unref();
  };
  const startup = nextDigestTime(clock(), options.timeZone).todayPassed ? attempt() : Promise.resolve();
  schedule();
  return {
    startup,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

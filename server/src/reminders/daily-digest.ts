/** The daily digest as the app runs it: an SMTP mailer, the service over it, and its daily timer. */
import type { Mailer } from './mailer';
import { createSmtpMailer } from './mailer';
import { scheduleDailyDigest } from './digest-schedule';
import type { DigestLog, DigestService } from './digest-service';

export interface RunningDigest {
  service: DigestService;
  /** The run at start when the day's hour had passed; resolved at once otherwise. */
  startup: Promise<void>;
  stop(): void;
}

export function startDailyDigest(options: {
  smtpUrl: string;
  smtpFrom: string;
  timeZone: string;
  createService: (mailer: Mailer, log: DigestLog) => DigestService;
  log: DigestLog & { error(details: object, message: string): void };
  clock?: () => Date;
}): RunningDigest {
  const mailer = createSmtpMailer(options.smtpUrl, options.smtpFrom);
  const service = options.createService(mailer, options.log);
  const schedule = scheduleDailyDigest({
    run: (now) => service.runFor(now),
    timeZone: options.timeZone,
    ...(options.clock ? { clock: options.clock } : {}),
    onError: (error) => options.log.error({ err: error }, 'daily digest failed'),
  });
  return {
    service,
    startup: schedule.startup,
    stop() {
      schedule.stop();
      mailer.close();
    },
  };
}

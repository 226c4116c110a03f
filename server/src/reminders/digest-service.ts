/**
 * The daily digest: each user with an e-mail address and something overdue or due soon in their scope gets
 * one e-mail. Once a day however many instances run: the instance whose insert of the day into digest_runs
 * succeeds sends; the others see the unique violation and do nothing. A crash mid-run loses that day's
 * remaining e-mails rather than sending any twice.
 */
import { accessScope } from '../common/access-scope';
import type { DueItemsRepository } from '../compliance/due-items-repository';
import { todayIn } from '../common/due-date';
import { readerLanguage, translatorIn } from '../common/reader-language';
import { isUniqueViolation } from '../db/dialect';
import type { Transactor } from '../db/transactor';
import { digestMail } from './digest-mail';
import { toDueLine } from './due-lines';
import { reminderTranslations } from './reminder-messages';
import type { Mailer } from './mailer';
import type { RemindersRepository } from './repository';

interface DigestRepositories {
  reminders: RemindersRepository;
  dueItems: DueItemsRepository;
}

/** Items listed in one e-mail; the rest are counted. */
const LISTED = 50;

export interface DigestLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** A defect reported since the last digest, as its line shows it. */
export interface NewDefectLine {
  reference: string;
  severity: string;
  description: string;
  asset_name: string;
  asset_location: string;
}

/** The defects reported in [since, until) that a person may see, at most `limit`. */
export type NewDefects = (
  user: { id: string; role: string },
  since: string,
  until: string,
  limit: number,
) => Promise<NewDefectLine[]>;

export interface DigestSettings {
  timeZone: string;
  orgName: string;
  publicUrl: string | undefined;
}

export function createDigestService(
  tx: Transactor<DigestRepositories>,
  mailer: Mailer,
  settings: DigestSettings,
  log: DigestLog,
  newDefects: NewDefects = () => Promise.resolve([]),
) {
  const { reminders, dueItems } = tx.repositories;

  const claimDay = async (day: string, now: Date) => {
    try {
      await reminders.insertDigestRun(day, now.toISOString());
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  };

  return {
    /** Sends the digest of `now`'s day in the authority's zone; null when it is (being) sent already. */
    async runFor(now: Date): Promise<{ day: string; sent: number } | null> {
      const day = todayIn(settings.timeZone, now);
      if (!(await claimDay(day, now))) return null;
      // New defects since the last digest started (the first one: the last day).
      const since =
        (await reminders.previousDigestStart(day)) ?? new Date(now.getTime() - 86_400_000).toISOString();
      let sent = 0;
      for (const user of await reminders.usersWithEmail()) {
        const scope = accessScope(user);
        const { rows, total } = await dueItems.page({ ...scope, warnUntil: day }, 1, LISTED);
        const defects = await newDefects(user, since, now.toISOString(), LISTED);
        if (total === 0 && defects.length === 0) continue;
        const overdue = await dueItems.count({ ...scope, dueBefore: day });
        const words = translatorIn(readerLanguage(user.language), reminderTranslations);
        const message = digestMail(user.email, {
          username: user.username,
          isAdmin: user.role === 'admin',
          lines: rows.map((row) => toDueLine(row, day, words)),
          defects: defects.map((defect) => ({
            reference: defect.reference,
            summary: `${defect.asset_name}: ${defect.description.split('\n')[0]!.slice(0, 120)}`,
            location: defect.asset_location,
            safety: defect.severity === 'safety',
          })),
          overdue,
          dueSoon: total - overdue,
          today: day,
          ...settings,
          words,
        });
        try {
          await mailer.send(message);
          sent++;
        } catch (error) {
          // One address the server refuses must not keep the others from their digest.
          log.warn({ err: error, userId: user.id }, 'daily digest not sent to one user');
        }
      }
      log.info({ day, sent }, 'daily digest sent');
      return { day, sent };
    },
  };
}
export type DigestService = ReturnType<typeof createDigestService>;

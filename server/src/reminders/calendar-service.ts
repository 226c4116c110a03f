/** Each user's calendar feed: a secret URL they can copy and reset, listing what falls due in their scope. */
import { assetPagePath } from '@harbour/contract';
import { accessScope } from '../common/access-scope';
import type { AuthUser } from '../common/auth-user';
import { todayIn } from '../common/due-date';
import type { DueItemsRepository } from '../compliance/due-items-repository';
import type { Transactor } from '../db/transactor';
import { NotFoundError } from '../errors';
import { calendarFeed } from './calendar-feed';
import { newCalendarSecret } from './calendar-secret';
import { toDueLine } from './due-lines';
import { reminderMessages, reminderTranslations } from './reminder-messages';
import { readerLanguage, translatorIn } from '../common/reader-language';
import type { RemindersRepository } from './repository';

interface CalendarRepositories {
  reminders: RemindersRepository;
  dueItems: DueItemsRepository;
}

/** The earliest items, overdue first: a calendar app will not read a feed of every item at 100,000 assets. */
const MAX_FEED_EVENTS = 5000;

const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;

export function createCalendarService(tx: Transactor<CalendarRepositories>, timeZone: string) {
  const { reminders, dueItems } = tx.repositories;
  return {
    /** The caller's feed path; the secret is made on the first call. */
    async feedPathFor(user: AuthUser): Promise<string> {
      const existing = await reminders.secretOf(user.id);
      if (existing) return feedPath(existing);
      await reminders.setSecretIfNone(user.id, newCalendarSecret());
      const secret = await reminders.secretOf(user.id);
      if (!secret) throw new NotFoundError('user-not-found', 'User not found');
      return feedPath(secret);
    },

    /** A new secret: the old URL stops working at once. */
    async reset(user: AuthUser): Promise<string> {
      const secret = newCalendarSecret();
      await reminders.replaceSecret(user.id, secret);
      return feedPath(secret);
    },

    /** The .ics of the secret's owner; `origin` is where asset pages are reached. */
    async feed(secret: string, origin: string): Promise<string> {
      const user = await reminders.userBySecret(secret);
      if (!user) throw new NotFoundError('calendar-feed-not-found', 'No such calendar feed');
      const scope = accessScope(user);
      const { rows } = await dueItems.page(scope, 1, MAX_FEED_EVENTS);
      const today = todayIn(timeZone);
      const words = translatorIn(readerLanguage(user.language), reminderTranslations);
      return calendarFeed(
        words.t(reminderMessages.feedName, { name: user.username }),
        rows.map((row) => toDueLine(row, today, words)),
        (assetId) => `${origin}${assetPagePath(user.role, assetId)}`,
      );
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;

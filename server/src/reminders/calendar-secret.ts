/** The calendar feed's secret: the only credential of its public URL, so never written to a log. */
import { randomBytes } from 'node:crypto';

export const newCalendarSecret = () => randomBytes(32).toString('base64url');

/** The feed's file name: the 43-character secret and .ics. */
export const CALENDAR_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** A request URL as logged: a feed's secret replaced, so that logs never hold a working feed URL. */
export const withoutCalendarSecret = (url: string) =>
  url.replace(/(\/api\/calendar\/)[^/?#]*/, '$1<secret>.ics');

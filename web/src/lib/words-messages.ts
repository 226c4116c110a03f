/** The words the shared helpers build sentences from: due dates, times ago, rounds, interval rules, names. */
import { defineMessages } from '@/i18n/define-messages';

export const wordsMessages = defineMessages('words', {
  documentExpired: 'expired on {date}',
  documentExpires: 'expires on {date}',
  overdueSince: 'overdue since {date}',
  dueOn: 'due on {date}',
  nextDueOn: 'next due on {date}',
  offStationSince: 'off station since {date}',

  offStation: 'Off station',
  offStationDistance: 'Off station: {distance} from its charted position',
  offStationFoundBy: 'Found there {when} by {name}',
  offStationFound: 'Found there {when}',

  justNow: 'just now',
  minutesAgo: { one: '{count} minute ago', other: '{count} minutes ago' },
  hoursAgo: { one: '{count} hour ago', other: '{count} hours ago' },
  daysAgo: { one: '{count} day ago', other: '{count} days ago' },

  kindAudit: 'Audit',
  kindStocktake: 'Stocktake',
  kindInspection: 'Inspection round',
  statePending: 'Not found yet',
  stateFound: 'Found',
  stateMissing: 'Missing',
  stateUnexpected: 'Not expected',

  days: { one: '{count} day', other: '{count} days' },
  weeks: { one: '{count} week', other: '{count} weeks' },
  months: { one: '{count} month', other: '{count} months' },
  years: { one: '{count} year', other: '{count} years' },
  everyDays: { one: 'every day', other: 'every {count} days' },
  everyWeeks: { one: 'every week', other: 'every {count} weeks' },
  everyMonths: { one: 'every month', other: 'every {count} months' },
  everyYears: { one: 'every year', other: 'every {count} years' },
  fromManufacture: 'from manufacture',
  fromInService: 'from entry into service',
  whicheverFirst: 'or {duration} {from}, whichever first',
  onceOlderThan: '{every} once older than {age}',

  recordedSynced: 'Recorded {recorded}, synced {synced}',

  invalidAssetId: 'This address does not contain a valid asset ID.',
  assetNotFound: 'Asset not found. It may have been deleted.',
  assetLoadFailed: 'Failed to load the asset. Check the connection and try again.',

  atLeastCharacters: { one: 'At least {count} character', other: 'At least {count} characters' },
  atMostCharacters: { one: 'At most {count} character', other: 'At most {count} characters' },

  showing: 'Showing {from} to {to} of {total} {noun}',
  results: 'results',
});

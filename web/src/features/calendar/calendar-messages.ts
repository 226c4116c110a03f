/** The calendar feed dialog's words. */
import { defineMessages } from '@/i18n/define-messages';

export const calendarMessages = defineMessages('calendar', {
  title: 'Calendar feed',
  close: 'Close',
  intro:
    'Your personal calendar of what falls due on the assets you hold (everything, for an administrator). Keep the link to yourself: anyone with it can read the calendar.',
  howTo:
    'Subscribe to it by address: Outlook, Add calendar › Subscribe from web; Google Calendar, Other calendars › From URL; Apple Calendar, File › New Calendar Subscription.',
  loading: 'Loading your calendar link...',
  loadFailed: 'Failed to load your calendar link',
  linkLabel: 'Your calendar link',
  copyLink: 'Copy link',
  resetLink: 'Reset link',
  resetTitle: 'Reset calendar link',
  resetting: 'Resetting...',
  copied: 'Calendar link copied',
  copyFailed: 'Could not copy: select the link and copy it yourself',
  reset: 'A new calendar link is ready',
  resetFailed: 'Failed to reset the calendar link',
  confirmReset:
    'The old link stops working: every calendar subscribed to it stops updating until it subscribes to the new one.',
});

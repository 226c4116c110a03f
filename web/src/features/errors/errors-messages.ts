/** The words of the page a person reaches without the right to be there. */
import { defineMessages } from '@/i18n/define-messages';

export const errorPageMessages = defineMessages('errorPages', {
  accessRestricted: 'Access Restricted',
  noPermission:
    "You don't have permission to access this area. If you believe this is an error, please contact the system administrator.",
  backHome: 'Back to Home',
  signIn: 'Sign In',
  supportContact: 'Support contact:',
});

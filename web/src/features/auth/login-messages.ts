/** The sign-in screen's words. */
import { MESSAGES } from '@harbour/contract';
import { defineMessages } from '@/i18n/define-messages';

export const loginMessages = defineMessages('login', {
  emptyFields: 'Please fill in all fields',
  welcome: 'Welcome back!',
  failed: MESSAGES.invalidCredentials,
  usernameMissing: 'Username is required',
  passwordMissing: 'Password is required',
  fromLabel: 'Sign in to open this asset',
  backHome: 'Back to home',
  title: 'asset management',
  subtitle: 'Sign in to access dashboard',
  username: 'Username',
  usernamePlaceholder: 'Enter your username',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  signingIn: 'Signing in...',
  signIn: 'Sign in',
  asideTitle: 'Maritime Asset Management System',
  asideScan: 'Every vessel, buoy and crane one scan away',
  asideRoles: 'Role-based access for staff and administrators',
  asideBuilt: 'Built for ports, fleets and coastal stations',
  asideNotice: 'Authorised personnel only. Activity is recorded.',
});

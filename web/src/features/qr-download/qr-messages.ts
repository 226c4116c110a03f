/** The Download QR screen's words (its download and print alerts are in lib/qr-label). */
import { defineMessages } from '@/i18n/define-messages';

export const qrMessages = defineMessages('qrDownload', {
  title: 'User QR Codes',
  subtitle: 'Download or print the QR labels of the assets each person holds.',
  othersBefore:
    'Only assets assigned to someone are listed here. For any other asset, and for sheets of labels, use',
  othersLink: 'Labels',
  othersAfter: '.',
  loading: 'Loading users and their assets...',
  loadFailed: 'Failed to load users',
  tryAgain: 'Try Again',
  noAssets: 'No assets assigned',
  searchPlaceholder: 'Search users by username...',
  noUsers: 'No users found',
  tableLabel: 'Users and their QR codes',
  username: 'Username',
  role: 'Role',
  assignedAssets: 'Assigned Assets',
  qrCodes: 'QR Codes',
  assetAtLocation: '{name} - {location}',
  usersNoun: 'users',
  qrAlt: 'QR code of {name}',
  printQrOf: 'Print QR code of {name}',
  print: 'Print',
});

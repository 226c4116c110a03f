/** Strings of the Download QR screen (its download and print alerts are in lib/qr-label). */
export const QR_MESSAGES = {
  loading: 'Loading users and their assets...',
  loadFailed: 'Failed to load users',
  noAssets: 'No assets assigned',
  searchPlaceholder: 'Search users by username...',
  noUsers: 'No users found',
} as const;

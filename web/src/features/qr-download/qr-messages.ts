/** Strings of the Download QR screen (SPEC.md sections 2 and 8). */
export const QR_MESSAGES = {
  loading: 'Loading users and their assets...',
  loadFailed: 'Failed to load users',
  noAssets: 'No assets assigned',
  searchPlaceholder: 'Search users by username...',
  emptyFile: 'Empty file received. The QR code might not have been generated.',
  unexpectedType: (type: string) => `Unexpected content type: ${type}`,
  downloadFailed: 'Failed to download QR code.',
  printInvalid: 'Failed to load QR code: Invalid server response',
  popupBlocked: 'Failed to open print window. Please check your popup blocker settings.',
  printFailed: 'Failed to print QR code. Please try again.',
  noUsers: 'No users found',
} as const;

export const FORMAT_DESCRIPTIONS = {
  png: { label: 'PNG', description: 'High quality image' },
  jpg: { label: 'JPG', description: 'Compressed image' },
  svg: { label: 'SVG', description: 'Vector image' },
  pdf: { label: 'PDF', description: 'Document format' },
} as const;

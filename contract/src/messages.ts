/** User-facing strings that the server sends and the web app shows, written once. */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  assetRequiredFields: 'Name, type, and location are required fields',
  invalidQrMissingId: 'Invalid QR code: missing asset ID',
  assetAdded: 'Asset added successfully',
  assetUpdated: 'Asset updated successfully',
  assetDeleted: 'Asset deleted successfully',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
  documentAdded: 'Document added',
  documentDeleted: 'Document deleted',
} as const;

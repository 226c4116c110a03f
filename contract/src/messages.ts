/** User-facing strings that the server sends and the web app shows (SPEC.md section 8). */
export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  assetRequiredFields: 'Name, type, and location are required fields',
  invalidQrMissingId: 'Invalid QR code: missing asset ID',
} as const;

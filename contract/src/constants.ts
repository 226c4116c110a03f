/** Business constants (statuses, roles, limits), defined once for server and web. */

export const ASSET_STATUSES = ['Available', 'In Use', 'Under Maintenance', 'Reservable'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export const DEFAULT_ASSET_STATUS: AssetStatus = 'Available';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIVITY_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'scanned',
  'assigned',
  'unassigned',
  'maintenance',
  'available',
  'inspected',
  'document-added',
  'document-removed',
  'defect-reported',
  'defect-triaged',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const QR_FORMATS = ['png', 'jpg', 'svg', 'pdf'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];
export const QR_CONTENT_TYPES: Record<QrFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export const PAGE_SIZE = 10;
export const MAX_PAGE_LIMIT = 100;
export const RECENT_ACTIVITY_LIMIT = 20;

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 8,
  passwordMax: 256,
  assetText: 200,
  searchText: 200,
  emailMax: 254,
  /** An asset's notes may span lines. */
  assetNotes: 4000,
} as const;

/** 24 lowercase hexadecimal characters: every id the API hands out. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

/** An asset's compliance state: its worst due item (here, not in compliance.ts, so screens read it without zod). */
export const COMPLIANCE_STATUSES = ['overdue', 'due-soon', 'ok', 'none'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** A blank label's code: eight characters of Crockford's base 32, short enough to read aloud, no I, L, O or U. */
export const LABEL_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;
/**
 * Addresses of the web app that leave it, so the server writes them too: printed on labels
 * (`<PUBLIC_URL>/a/<asset id>`, a blank label's `<PUBLIC_URL>/l/<code>`) and linked from reminders.
 */
export const ASSET_LINK_ROOT = '/a';
export const LABEL_CODE_ROOT = '/l';
/** An asset's page in the area of the person who opens it: `/admin/assets/<id>` or `/user/assets/<id>`. */
export const assetPagePath = (area: Role, assetId: string) => `/${area}/assets/${assetId}`;

/** Every route path of the app, defined once. */
import { ASSET_LINK_ROOT, assetPagePath, LABEL_CODE_ROOT } from '@harbour/contract';

export const paths = {
  home: '/',
  login: '/login',
  unauthorized: '/unauthorized',
  /** The address printed in every QR label: `/a/<asset id>`. */
  assetLink: {
    root: ASSET_LINK_ROOT,
    pattern: `${ASSET_LINK_ROOT}/:id`,
    build: (id: string) => `${ASSET_LINK_ROOT}/${id}`,
  },
  /** A blank label's address: `/l/<code>`, linked to an asset by an administrator (labels). */
  labelCode: {
    root: LABEL_CODE_ROOT,
    pattern: `${LABEL_CODE_ROOT}/:code`,
    build: (code: string) => `${LABEL_CODE_ROOT}/${code}`,
  },
  /** A visitor's report from a label: its status, by the reference they were given. */
  publicReport: {
    pattern: '/report/:reference',
    build: (reference: string) => `/report/${encodeURIComponent(reference)}`,
  },
  user: {
    root: '/user',
    dashboard: '/user/dashboard',
    assets: '/user/assets',
    scan: '/user/scan',
    compliance: '/user/compliance',
    rounds: '/user/rounds',
    round: (id: string) => `/user/rounds/${id}`,
    map: '/user/map',
    account: '/user/account',
    /** Offline field mode: the outbox and what is taken offline, opened from the sync badge. */
    offline: '/user/offline',
    asset: (id: string) => assetPagePath('user', id),
    inspect: (id: string, planId: string) => `/user/assets/${id}/inspect/${planId}`,
    reportDefect: (id: string) => `/user/assets/${id}/report`,
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    assets: '/admin/assets',
    scan: '/admin/scan',
    users: '/admin/users',
    download: '/admin/download',
    inspectionPlans: '/admin/inspection-plans',
    compliance: '/admin/compliance',
    availability: '/admin/availability',
    rounds: '/admin/rounds',
    map: '/admin/map',
    labels: '/admin/labels',
    import: '/admin/import',
    apiTokens: '/admin/api-tokens',
    assetTypes: '/admin/asset-types',
    locations: '/admin/locations',
    defects: '/admin/defects',
    defect: (id: string) => `/admin/defects/${id}`,
    defectPattern: '/admin/defects/:id',
    newRound: '/admin/rounds/new',
    round: (id: string) => `/admin/rounds/${id}`,
    account: '/admin/account',
    offline: '/admin/offline',
    asset: (id: string) => assetPagePath('admin', id),
    inspect: (id: string, planId: string) => `/admin/assets/${id}/inspect/${planId}`,
    reportDefect: (id: string) => `/admin/assets/${id}/report`,
  },
  /** The asset page, its inspection form and its problem report, as child routes of either area. */
  assetPage: {
    pattern: 'assets/:id',
    inspectPattern: 'assets/:id/inspect/:planId',
    reportPattern: 'assets/:id/report',
  },
  /** The rounds screens, as child routes of either area: the list, a new round (admin), one round. */
  roundPages: { pattern: 'rounds/*', newPattern: 'new', roundPattern: ':id' },
} as const;

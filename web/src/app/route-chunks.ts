/** The chunks between the app's entry and the scanner, named once for the signed-in routes and for open-at-scanner. */
export const loadQueryScope = () => import('./query-scope');
export const loadAppLayout = () => import('./layouts/app-layout');
export const loadScanPage = () => import('@/features/scanner/scan-page');

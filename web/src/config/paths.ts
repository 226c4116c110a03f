/** Every route path of the app, defined once (SPEC.md section 2). */
export const paths = {
  home: '/',
  login: '/login',
  unauthorized: '/unauthorized',
  assetLink: { pattern: '/a/:id', build: (id: string) => `/a/${id}` },
  user: {
    root: '/user',
    dashboard: '/user/dashboard',
    assets: '/user/assets',
    scan: '/user/scan',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    assets: '/admin/assets',
    scan: '/admin/scan',
    users: '/admin/users',
    download: '/admin/download',
  },
} as const;

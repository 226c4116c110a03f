/** Strings of the two dashboards. */
export const DASHBOARD_MESSAGES = {
  loading: 'Loading dashboard data...',
  userFailed: 'Failed to load dashboard data',
  adminFailed: 'Failed to load dashboard data. Please try again later.',
  noActivity: 'No recent activities found',
  noLocations: 'No location data available',
  noTypes: 'No asset type data available',
  noUsers: 'No user assignment data available',
  welcome: (name: string) => `Welcome back, ${name}!`,
} as const;

/** Whether the admin dashboard's recent activity holds a scan of this asset by this user. */
import type { Api } from './api';

export async function scannedBy(admin: Api, assetName: string, username: string): Promise<boolean> {
  const { recentActivities } = await admin.adminDashboard();
  return recentActivities.some(
    (entry) => entry.action === 'scanned' && entry.asset.name === assetName && entry.username === username,
  );
}

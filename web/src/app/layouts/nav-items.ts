import {
  Boxes,
  Shapes,
  ClipboardCheck,
  Download,
  Footprints,
  Tags,
  Upload,
  LayoutDashboard,
  ListChecks,
  Plug,
  ScanLine,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type { Message } from '@/i18n/define-messages';
import { layoutMessages as m } from './layout-messages';

export type Area = 'user' | 'admin';

interface NavItem {
  /** Translated where the sidebar draws it. */
  label: Message<string>;
  to: string;
  icon: LucideIcon;
}

/**
 * Sidebar navigation: the admin adds Asset types beside Assets, Users and Download QR; compliance, rounds and
 * (admin) labels and API tokens come after.
 */
export const NAV_ITEMS: Record<Area, NavItem[]> = {
  user: [
    { label: m.navDashboard, to: paths.user.dashboard, icon: LayoutDashboard },
    { label: m.navAssets, to: paths.user.assets, icon: Boxes },
    { label: m.navScanner, to: paths.user.scan, icon: ScanLine },
    { label: m.navCompliance, to: paths.user.compliance, icon: ClipboardCheck },
    { label: m.navRounds, to: paths.user.rounds, icon: Footprints },
  ],
  admin: [
    { label: m.navDashboard, to: paths.admin.dashboard, icon: LayoutDashboard },
    { label: m.navAssets, to: paths.admin.assets, icon: Boxes },
    { label: m.navAssetTypes, to: paths.admin.assetTypes, icon: Shapes },
    { label: m.navScanner, to: paths.admin.scan, icon: ScanLine },
    { label: m.navUsers, to: paths.admin.users, icon: Users },
    { label: m.navDownloadQr, to: paths.admin.download, icon: Download },
    { label: m.navInspectionPlans, to: paths.admin.inspectionPlans, icon: ListChecks },
    { label: m.navCompliance, to: paths.admin.compliance, icon: ClipboardCheck },
    { label: m.navRounds, to: paths.admin.rounds, icon: Footprints },
    { label: m.navLabels, to: paths.admin.labels, icon: Tags },
    { label: m.navImport, to: paths.admin.import, icon: Upload },
    { label: m.navApiTokens, to: paths.admin.apiTokens, icon: Plug },
  ],
};

import {
  Boxes,
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

export type Area = 'user' | 'admin';

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * Sidebar navigation: the admin adds Users and Download QR; compliance, rounds and
 * (admin) labels and API tokens come after.
 */
export const NAV_ITEMS: Record<Area, NavItem[]> = {
  user: [
    { label: 'Dashboard', to: paths.user.dashboard, icon: LayoutDashboard },
    { label: 'Assets', to: paths.user.assets, icon: Boxes },
    { label: 'QR Scanner', to: paths.user.scan, icon: ScanLine },
    { label: 'Compliance', to: paths.user.compliance, icon: ClipboardCheck },
    { label: 'Rounds', to: paths.user.rounds, icon: Footprints },
  ],
  admin: [
    { label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboard },
    { label: 'Assets', to: paths.admin.assets, icon: Boxes },
    { label: 'QR Scanner', to: paths.admin.scan, icon: ScanLine },
    { label: 'Users', to: paths.admin.users, icon: Users },
    { label: 'Download QR', to: paths.admin.download, icon: Download },
    { label: 'Inspection plans', to: paths.admin.inspectionPlans, icon: ListChecks },
    { label: 'Compliance', to: paths.admin.compliance, icon: ClipboardCheck },
    { label: 'Rounds', to: paths.admin.rounds, icon: Footprints },
    { label: 'Labels', to: paths.admin.labels, icon: Tags },
    { label: 'Import', to: paths.admin.import, icon: Upload },
    { label: 'API tokens', to: paths.admin.apiTokens, icon: Plug },
  ],
};

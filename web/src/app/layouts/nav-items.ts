import {
  Gauge,
  Boxes,
  Shapes,
  ClipboardCheck,
  Download,
  Footprints,
  Tags,
  TriangleAlert,
  Upload,
  LayoutDashboard,
  MapIcon,
  ListChecks,
  MapPin,
  Plug,
  ScanLine,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type { Message } from '@/i18n/define-messages';
import { layoutMessages as m } from './layout-messages';

export type Area = 'user' | 'admin';

export interface NavItem {
  /** Translated where the sidebar draws it. */
  label: Message<string>;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  /** None for the first group: the screens every version of the product has had, in their order. */
  heading: Message<string> | null;
  items: NavItem[];
}

const place = {
  user: {
    dashboard: { label: m.navDashboard, to: paths.user.dashboard, icon: LayoutDashboard },
    assets: { label: m.navAssets, to: paths.user.assets, icon: Boxes },
    scanner: { label: m.navScanner, to: paths.user.scan, icon: ScanLine },
    compliance: { label: m.navCompliance, to: paths.user.compliance, icon: ClipboardCheck },
    rounds: { label: m.navRounds, to: paths.user.rounds, icon: Footprints },
    map: { label: m.navMap, to: paths.user.map, icon: MapIcon },
  },
  admin: {
    dashboard: { label: m.navDashboard, to: paths.admin.dashboard, icon: LayoutDashboard },
    assets: { label: m.navAssets, to: paths.admin.assets, icon: Boxes },
    scanner: { label: m.navScanner, to: paths.admin.scan, icon: ScanLine },
    compliance: { label: m.navCompliance, to: paths.admin.compliance, icon: ClipboardCheck },
    rounds: { label: m.navRounds, to: paths.admin.rounds, icon: Footprints },
    map: { label: m.navMap, to: paths.admin.map, icon: MapIcon },
  },
} satisfies Record<Area, Record<string, NavItem>>;

/**
 * The sidebar: Dashboard, Assets and QR Scanner (the administrator's also Users and Download QR) first, in
 * that order; then what the product added, grouped: compliance, field work, administration.
 */
export const NAV_GROUPS: Record<Area, NavGroup[]> = {
  user: [
    { heading: null, items: [place.user.dashboard, place.user.assets, place.user.scanner] },
    { heading: m.navGroupCompliance, items: [place.user.compliance] },
    { heading: m.navGroupField, items: [place.user.rounds, place.user.map] },
  ],
  admin: [
    {
      heading: null,
      items: [
        place.admin.dashboard,
        place.admin.assets,
        place.admin.scanner,
        { label: m.navUsers, to: paths.admin.users, icon: Users },
        { label: m.navDownloadQr, to: paths.admin.download, icon: Download },
      ],
    },
    {
      heading: m.navGroupCompliance,
      items: [
        place.admin.compliance,
        { label: m.navInspectionPlans, to: paths.admin.inspectionPlans, icon: ListChecks },
        { label: m.navAvailability, to: paths.admin.availability, icon: Gauge },
      ],
    },
    {
      heading: m.navGroupField,
      items: [
        { label: m.navDefects, to: paths.admin.defects, icon: TriangleAlert },
        place.admin.rounds,
        place.admin.map,
        { label: m.navLabels, to: paths.admin.labels, icon: Tags },
      ],
    },
    {
      heading: m.navGroupAdministration,
      items: [
        { label: m.navAssetTypes, to: paths.admin.assetTypes, icon: Shapes },
        { label: m.navLocations, to: paths.admin.locations, icon: MapPin },
        { label: m.navImport, to: paths.admin.import, icon: Upload },
        { label: m.navApiTokens, to: paths.admin.apiTokens, icon: Plug },
      ],
    },
  ],
};

/** Every place of an area's sidebar, in its order. */
export const navItemsOf = (area: Area): NavItem[] => NAV_GROUPS[area].flatMap((group) => group.items);

/** The phone's bottom bar: the scanner in its middle, and the places it offers until use says otherwise. */
export const SCAN_PLACE: Record<Area, NavItem> = { user: place.user.scanner, admin: place.admin.scanner };
export const FIRST_SHORTCUTS: Record<Area, NavItem[]> = {
  user: [place.user.dashboard, place.user.assets, place.user.compliance],
  admin: [place.admin.dashboard, place.admin.assets, place.admin.compliance],
};

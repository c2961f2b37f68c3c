import { CirclePlay, House, LayoutDashboard, Tag, Trophy } from 'lucide-react';

/**
 * The icons the desktop header shows beside its primary links (from 1280 px), by the name a
 * route-table row gives. Only these load with every page; the mobile menu's other icons load with
 * the menu (layouts/menu-icons.ts).
 */
export const DESKTOP_MENU_ICONS = {
  house: House,
  tag: Tag,
  dashboard: LayoutDashboard,
  play: CirclePlay,
  trophy: Trophy,
};

export type DesktopMenuIconName = keyof typeof DESKTOP_MENU_ICONS;

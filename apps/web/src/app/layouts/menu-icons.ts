import {
  Bell,
  BookOpen,
  Bug,
  CalendarClock,
  ChartColumn,
  Contact,
  Database,
  Mail,
  MailCheck,
  Medal,
  MessageCircle,
  Mic,
  Settings,
  ShieldCheck,
  UserSearch,
  Users,
  UsersRound,
  Volume2,
  Warehouse,
} from 'lucide-react';
import { DESKTOP_MENU_ICONS } from '../desktop-menu-icons';

/** Every route-table menu icon by name, for the mobile menu, which loads on its first opening. */
export const MENU_ICONS = {
  ...DESKTOP_MENU_ICONS,
  bell: Bell,
  mail: Mail,
  mailCheck: MailCheck,
  shieldCheck: ShieldCheck,
  database: Database,
  warehouse: Warehouse,
  calendarClock: CalendarClock,
  usersRound: UsersRound,
  settings: Settings,
  bookOpen: BookOpen,
  mic: Mic,
  volume: Volume2,
  messageCircle: MessageCircle,
  users: Users,
  userSearch: UserSearch,
  contact: Contact,
  bug: Bug,
  chartColumn: ChartColumn,
  medal: Medal,
};

export type MenuIconName = keyof typeof MENU_ICONS;

import {
  ChartLine,
  Crown,
  Dumbbell,
  House,
  Trophy,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { normalizePath } from '@client/lib/paths';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that show the same screen and so light up this item. */
  aliases?: string[];
}

/** SPEC §2 Dashboard: the bottom navigation, in order. */
export const NAV_ITEMS: NavItem[] = [
  { href: '/', label: 'Home', icon: House },
  { href: '/workouts', label: 'Workouts', icon: Dumbbell },
  { href: '/progress', label: 'Progress', icon: ChartLine },
  { href: '/leaderboard', label: 'Leaderboard', icon: Trophy },
  { href: '/subscription', label: 'Plans', icon: Crown, aliases: ['/plans'] },
  { href: '/profile', label: 'Profile', icon: UserRound },
];

export function isNavItemActive(item: NavItem, path: string): boolean {
  const current = normalizePath(path);
  return current === item.href || (item.aliases ?? []).includes(current);
}

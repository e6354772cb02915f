import {
  Bell,
  BookOpen,
  CirclePlus,
  Compass,
  HeartHandshake,
  House,
  type LucideIcon,
  Mail,
  MessageCircle,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRoundSearch,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths.ts';
import { type BadgeCap, formatBadgeCount } from '@/lib/badge-count.ts';
import { layoutMessages } from '../messages/index.ts';

export type CountKind = 'notifications' | 'invitations' | 'messages';

/** An entry's name, as a key of the layouts' catalogue: read in the interface's language where it is shown. */
type NavLabel = `item.${string}` & Parameters<typeof layoutMessages.say>[0];

export interface NavItem {
  label: NavLabel;
  href: string;
  icon: LucideIcon;
  /** Which count, if any, this entry's badge shows. */
  count?: CountKind;
}

const item = (label: NavLabel, href: string, icon: LucideIcon, count?: CountKind): NavItem => ({ label, href, icon, count });

const home = item('item.home', paths.home.getHref(), House);
const myCircles = item('item.myCircles', paths.circles.getHref(), Users);
const aiGuru = item('item.aiGuru', paths.aiGuru.getHref(), Sparkles);
const journal = item('item.journal', paths.journal.getHref(), BookOpen);
const discover = item('item.discover', paths.discover.getHref(), Compass);
const members = item('item.members', paths.members.getHref(), UserRoundSearch);
const messages = item('item.messages', paths.messages.getHref(), MessageCircle, 'messages');
const invitations = item('item.invitations', paths.invitations.getHref(), Mail, 'invitations');
/** Not in the spec: where a member reviews the join requests that name them (docs/decisions.md). */
const referrals = item('item.referrals', paths.referrals.getHref(), HeartHandshake);
const notifications = item('item.notifications', paths.notifications.getHref(), Bell, 'notifications');
const adminPanel = item('item.adminPanel', paths.admin.getHref(), ShieldCheck);
const profileSettings = item('item.profileSettings', paths.profileSettings.getHref(), Settings);

/** The two places that list the member area in full. */
export type NavPlace = 'sidebar' | 'drawer';

interface NavEntry extends NavItem {
  /** Listed in this place only; in both when absent. */
  only?: NavPlace;
  adminOnly?: boolean;
}

/**
 * Spec §2 "Navigation shell": the desktop sidebar's entries and the phone drawer's, in one order.
 * The drawer ends with Profile Settings; Sign Out follows it.
 */
const MAIN_NAV: NavEntry[] = [
  home,
  myCircles,
  aiGuru,
  journal,
  discover,
  // Not in the spec's drawer list, but a phone has no other way to the directory, nor to Messages.
  members,
  messages,
  invitations,
  referrals,
  notifications,
  { ...adminPanel, adminOnly: true },
  { ...profileSettings, only: 'drawer' },
];

export const mainNavItems = (place: NavPlace, isAdmin: boolean): NavItem[] =>
  MAIN_NAV.filter(({ only, adminOnly }) => (!only || only === place) && (!adminOnly || isAdmin));

/** The phone bottom bar. */
export const bottomBarItems: NavItem[] = [
  home,
  item('item.circles', paths.circles.getHref(), Users),
  item('item.create', paths.create.getHref(), CirclePlus),
  aiGuru,
  journal,
];

/**
 * Spoken after an entry's name when its badge shows, e.g. "Notifications (9+ unread)": the same
 * capped figure the badge shows, so what is heard matches what is seen.
 */
export function countPhrase(kind: CountKind, count: number | undefined, cap: BadgeCap): string {
  const text = formatBadgeCount(count, cap);
  if (text === null) return '';
  return layoutMessages.say(kind === 'invitations' ? 'count.pending' : 'count.unread', { count: text });
}

import {
  type Icon,
  IconAddressBook,
  IconAward,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconClockHour4,
  IconCreditCard,
  IconLayoutDashboard,
  IconPlane,
  IconReceipt,
  IconSettings,
} from '@tabler/icons-react';
import { isClientPath } from '../../shared/routes.js';

export interface NavLinkItem {
  label: string;
  icon: Icon;
  path: string;
}

export interface NavGroupItem {
  label: string;
  icon: Icon;
  children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/** The side menu, in the spec's order. */
export const navigation: readonly NavItem[] = [
  { label: 'Dashboard', icon: IconLayoutDashboard, path: '/protected/dashboard' },
  { label: 'Assignments', icon: IconClipboardList, path: '/protected/assignments' },
  { label: 'Charts', icon: IconChartBar, path: '/protected/charts' },
  { label: 'Contacts', icon: IconAddressBook, path: '/protected/contacts' },
  { label: 'Customers', icon: IconBuildingSkyscraper, path: '/protected/customers' },
  { label: 'Projects', icon: IconBriefcase, path: '/protected/projects' },
  { label: 'Rewards', icon: IconAward, path: '/protected/rewards' },
  { label: 'Tasks', icon: IconChecklist, path: '/protected/tasks' },
  { label: 'Timecards', icon: IconClockHour4, path: '/protected/timecards' },
  { label: 'Trips', icon: IconPlane, path: '/protected/trips' },
  {
    label: 'Settings',
    icon: IconSettings,
    children: [
      { label: 'Payment types', icon: IconCreditCard, path: '/protected/settings/payments' },
      { label: 'Receipt types', icon: IconReceipt, path: '/protected/settings/receipts' },
    ],
  },
];

/**
 * The entries whose pages exist: a feature registers its route when it lands, and the menu never
 * links to a page that would answer "not found". A group shows when one of its entries does.
 */
export function visibleNavigation(
  isRegistered: (path: string) => boolean = isClientPath,
  items: readonly NavItem[] = navigation,
): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if ('path' in item) return isRegistered(item.path) ? [item] : [];
    const children = item.children.filter((child) => isRegistered(child.path));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

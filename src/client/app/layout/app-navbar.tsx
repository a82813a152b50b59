import { NavLink } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { type NavGroupItem, type NavLinkItem, visibleNavigation } from '../../config/navigation.js';

const isActive = (path: string, pathname: string) => matchPath({ path, end: false }, pathname) !== null;

/** A group of entries (Settings): a button that folds them, opening when one of them becomes the page shown. */
function NavGroup({ item, active, children }: { item: NavGroupItem; active: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpened(true);
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={item.label}
      leftSection={<item.icon size={20} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {children}
    </NavLink>
  );
}

interface AppNavbarProps {
  /** Called when an entry is chosen, so the phone drawer can close. */
  onNavigate: () => void;
}

export function AppNavbar({ onNavigate }: AppNavbarProps) {
  const { pathname } = useLocation();
  const link = (item: NavLinkItem) => {
    const active = isActive(item.path, pathname);
    return (
      <NavLink
        key={item.path}
        component={Link}
        to={item.path}
        label={item.label}
        leftSection={<item.icon size={20} aria-hidden />}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  };
  return (
    <>
      {visibleNavigation().map((item) =>
        'path' in item ? (
          link(item)
        ) : (
          <NavGroup key={item.label} item={item} active={item.children.some((child) => isActive(child.path, pathname))}>
            {item.children.map(link)}
          </NavGroup>
        ),
      )}
    </>
  );
}

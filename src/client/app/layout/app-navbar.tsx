import { NavLink } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';
import { type NavLinkItem, visibleNavigation } from '../../config/navigation.js';

const isActive = (path: string, pathname: string) => matchPath({ path, end: false }, pathname) !== null;

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
          <NavLink
            key={item.label}
            label={item.label}
            leftSection={<item.icon size={20} aria-hidden />}
            defaultOpened={item.children.some((child) => isActive(child.path, pathname))}
          >
            {item.children.map(link)}
          </NavLink>
        ),
      )}
    </>
  );
}

// All of Mantine's styles: the public pages load only their own (provider.tsx).
import '@mantine/core/styles.css';
import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner.js';
import { UserDatesProvider } from '../../components/user-dates-provider.js';
import { productName } from '../../config/product.js';
import { useWaitingWrites } from '../../lib/outbox.js';
import { SessionGuard } from '../../features/auth/components/session-guard.js';
import { UserMenu } from '../../features/auth/components/user-menu.js';
import { TimerChip } from '../../features/timecards/components/timer-chip.js';
import { OfflineCopy } from '../offline/offline-copy.js';
import { AppNavbar } from './app-navbar.js';

/**
 * The frame of every page under /protected: header, side menu (a drawer on a phone), content;
 * only with a session.
 */
export function AppShellLayout() {
  return (
    <SessionGuard>
      <OfflineCopy>
        <UserDatesProvider>
          {/* Inside the dates provider, so that a date picker in a modal follows the user's settings too. */}
          <ModalsProvider>
            <ShellFrame />
          </ModalsProvider>
        </UserDatesProvider>
      </OfflineCopy>
    </SessionGuard>
  );
}

function ShellFrame() {
  const [navbarOpened, { toggle, close }] = useDisclosure();
  const waiting = useWaitingWrites().length;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* The name gives way (truncated) on a phone, so the timer chip and the user menu always fit. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={navbarOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text fw={700} size="lg" truncate>
              {productName}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" flex="none">
            <TimerChip />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner waiting={waiting} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

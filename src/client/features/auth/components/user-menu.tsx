import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconLogout, IconUser, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { ApiError } from '../../../lib/api-error.js';
import { useWaitingWrites } from '../../../lib/outbox.js';
import { useSession } from '../../../lib/session.js';
import { useSignOut } from '../api/sign-out.js';

/** The header's menu for the signed-in user: the profile and signing out. */
export function UserMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  const waiting = useWaitingWrites().length;
  if (!user) return null;

  const signOutNow = () =>
    signOut.mutate(undefined, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          // Auth.js answers 400 when it did not accept the CSRF token.
          message: error instanceof ApiError && error.status === 400 ? messages.signoutCsrfMissing : error.message,
        }),
    });
  // Signing out deletes what the device keeps for the user, changes not sent yet among it.
  const onSignOut = () =>
    waiting > 0
      ? confirmDestructive({ question: `Sign out and lose ${waiting === 1 ? 'a change' : `${waiting} changes`} not sent yet?`, confirmLabel: 'Sign out', onConfirm: signOutNow })
      : signOutNow();

  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        {/* Named by what it shows and then what it is ('Ada Lovelace User menu'), so the name
            holds the visible text; on a phone only the icon shows, and the name is 'User menu'. */}
        <Button variant="subtle" color="gray" leftSection={<IconUserCircle size={22} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
          <Text component="span" inherit visibleFrom="sm" truncate maw={220}>
            {user.firstName} {user.lastName}
          </Text>{' '}
          <VisuallyHidden>User menu</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={protectedPaths.profile} leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item onClick={onSignOut} leftSection={<IconLogout size={16} aria-hidden />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Anchor, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import { SystemLoading } from '../../../components/system-loading.js';
import { onUnauthorized } from '../../../lib/api-client.js';
import { sessionQueryOptions, type SessionUser, useSession } from '../../../lib/session.js';
import { SignInForm } from './sign-in-form.js';

/** Sign-in with the error SessionRequired and the current page as the return address. */
function sessionRequiredPath({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams({ error: 'SessionRequired', callbackUrl: `${pathname}${search}` });
  return `${publicPaths.signIn}?${query.toString()}`;
}

/**
 * Shows `children` only with a session. A visitor arriving without one is sent to sign in. When
 * the session ends while a page is open (the periodic or on-visible session check finds none, or
 * an API call answers 401), the page stays as it is, unsaved input included, under a dialog that
 * signs in again.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [lastUser, setLastUser] = useState<SessionUser>();
  if (session.user && session.user !== lastUser) setLastUser(session.user);

  useEffect(
    () => onUnauthorized(() => void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey })),
    [queryClient],
  );

  const user = session.user ?? lastUser;
  if (!user) {
    return session.status === 'unauthenticated' ? <Navigate to={sessionRequiredPath(location)} replace /> : <SystemLoading />;
  }
  return (
    <>
      {children}
      <Modal
        opened={session.status === 'unauthenticated'}
        onClose={() => undefined}
        title={messages.sessionExpired}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
      >
        <Stack>
          <SignInForm callbackUrl={`${location.pathname}${location.search}`} initialEmail={user.email} />
          <Anchor component={Link} to={publicPaths.home} size="sm">
            Go to the home page
          </Anchor>
        </Stack>
      </Modal>
    </>
  );
}

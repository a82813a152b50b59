import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import {
  apiError,
  authAnswer,
  authRoutes,
  json,
  type StubRoutes,
  stubFetch,
  testProfile,
  testSession,
} from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';

const PROFILE = '/api/v1/account/profile';

let session: Session | null;
let routes: StubRoutes;

beforeEach(() => {
  session = testSession;
  routes = {
    ...authRoutes(() => session),
    [`GET ${PROFILE}`]: () => json(testProfile),
    'POST /api/auth/callback/credentials': () => {
      session = testSession;
      return authAnswer();
    },
  };
  stubFetch(routes);
});

describe('session guard', () => {
  it('sends a visitor without a session to sign in, with the page as the return address', async () => {
    session = null;
    const router = renderRoutes(`${protectedPaths.profile}?tab=settings`);
    expect(await screen.findByText(messages.sessionRequired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?error=SessionRequired&callbackUrl=%2Fprotected%2Fprofile%3Ftab%3Dsettings');
  });

  it('asks to sign in again over the page, keeping its input, when an API call finds the session gone', async () => {
    const user = userEvent.setup();
    renderRoutes(protectedPaths.profile);
    const firstName = await screen.findByLabelText('First name');
    await fill(user, firstName, 'Augusta');

    session = null;
    routes[`PATCH ${PROFILE}`] = () => apiError(401, 'UNAUTHORIZED', messages.sessionRequired);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: messages.sessionExpired });
    expect(screen.getByRole('heading', { name: 'Profile', hidden: true })).toBeInTheDocument();
    expect(firstName).toHaveValue('Augusta');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(testSession.user.email);

    await fill(user, within(dialog).getByLabelText('Password'), 'Analytical1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('First name')).toBe(firstName);
    expect(firstName).toHaveValue('Augusta');
  });

  it('asks to sign in again when the window becomes visible and the session has ended', async () => {
    renderRoutes(protectedPaths.profile);
    await screen.findByLabelText('First name');
    session = null;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('dialog', { name: messages.sessionExpired })).toBeInTheDocument();
    expect(screen.getByLabelText('First name', { selector: 'input' })).toBeInTheDocument();
  });
});

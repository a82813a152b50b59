import { screen } from '@testing-library/react';
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
import { renderRoutes } from '../../../test/render-routes.js';

let session: Session | null;
let routes: StubRoutes;

beforeEach(() => {
  session = testSession;
  routes = { ...authRoutes(() => session), 'GET /api/v1/account/profile': () => json(testProfile) };
  stubFetch(routes);
});

async function chooseSignOut() {
  const user = userEvent.setup();
  // Its name holds the text it shows, then what it is (axe's label-content-name-mismatch).
  const menu = await screen.findByRole('button', { name: 'Ada Lovelace User menu' });
  await user.click(menu);
  expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', protectedPaths.profile);
  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
}

describe('user menu', () => {
  it('signs out to the home page, asking nothing more of the API once signed out', async () => {
    const profileReads: number[] = [];
    routes['GET /api/v1/account/profile'] = () => {
      profileReads.push(Date.now());
      return session ? json(testProfile) : apiError(401, 'UNAUTHORIZED', messages.sessionExpired);
    };
    routes['POST /api/auth/signout'] = () => {
      session = null;
      return authAnswer();
    };
    const router = renderRoutes(protectedPaths.profile);
    expect(await screen.findByDisplayValue(testProfile.firstName)).toBeInTheDocument();
    const readsSignedIn = profileReads.length;
    await chooseSignOut();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page still showing while the sign-out ends does not read its profile again (a 401).
    expect(profileReads).toHaveLength(readsSignedIn);
  });

  it('signs out only once a read under way is answered, which would otherwise be refused for the ended session', async () => {
    const order: string[] = [];
    let answerRead: () => void = () => undefined;
    routes['GET /api/v1/account/profile'] = () =>
      new Promise<Response>((resolve) => {
        answerRead = () => {
          order.push('profile read');
          resolve(session ? json(testProfile) : apiError(401, 'UNAUTHORIZED', messages.sessionExpired));
        };
      });
    routes['POST /api/auth/signout'] = () => {
      order.push('signed out');
      session = null;
      return authAnswer();
    };
    const router = renderRoutes(protectedPaths.profile);
    await chooseSignOut();
    await new Promise((resolve) => setTimeout(resolve, 50));
    answerRead();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(order).toEqual(['profile read', 'signed out']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the sign-out was refused for its CSRF token', async () => {
    routes['POST /api/auth/signout'] = () => apiError(400, 'VALIDATION_FAILED', messages.signoutCsrfMissing);
    const router = renderRoutes(protectedPaths.profile);
    await chooseSignOut();
    expect(await screen.findByText(messages.signoutCsrfMissing)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(protectedPaths.profile);
  });
});

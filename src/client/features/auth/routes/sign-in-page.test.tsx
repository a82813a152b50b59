import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import {
  authAnswer,
  authRoutes,
  callsTo,
  json,
  type StubRoutes,
  stubFetch,
  testSession,
} from '../../../test/fetch-stub.js';
import { loadPage } from '../../../lib/page-load.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';

const CREDENTIALS = '/api/auth/callback/credentials';

vi.mock('../../../lib/page-load.js', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadPage).mockClear();
});

let session: Session | null;
let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  session = null;
  routes = authRoutes(() => session);
  fetchMock = stubFetch(routes);
});

async function signIn(email: string, password: string) {
  // Fake timers (when a test uses them) move on with user-event's pauses.
  const user = userEvent.setup({ advanceTimers: (ms) => vi.isFakeTimers() && vi.advanceTimersByTime(ms) });
  await fill(user, await screen.findByLabelText('Email'), email);
  await fill(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in page', () => {
  it('says why it was opened when a page needed a session', async () => {
    renderRoutes(`${publicPaths.signIn}?error=SessionRequired&callbackUrl=%2Fprotected%2Fprofile`);
    expect(await screen.findByText(messages.sessionRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', publicPaths.forgotPassword);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', publicPaths.signUp);
  });

  it("uses the sign-in form's wording for empty and invalid fields", async () => {
    renderRoutes(publicPaths.signIn);
    await signIn('', '');
    expect(screen.getAllByText(messages.fieldIsRequired)).toHaveLength(2);
    await signIn('ada@', 'x');
    expect(screen.getByText(messages.emailMustBeValid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', CREDENTIALS)).toEqual([]);
  });

  it.each([
    ['CredentialsSignin&code=credentials', 200, messages.invalidCredentials],
    ['CredentialsSignin&code=rate_limited', 429, messages.rateLimited],
    ['MissingCSRF', 200, messages.signInRetry],
  ])('explains a refused sign-in (%s)', async (query, status, message) => {
    routes[`POST ${CREDENTIALS}`] = () => authAnswer(`error=${query}`, status);
    renderRoutes(publicPaths.signIn);
    await signIn('ada@example.com', 'Wrong1234');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('offers to resend the confirmation mail to an unconfirmed address', async () => {
    routes[`POST ${CREDENTIALS}`] = () => authAnswer('error=CredentialsSignin&code=email_not_confirmed');
    routes['POST /api/v1/account/resend-confirmation'] = () => json({ message: messages.mailSentIfAccount }, 202);
    renderRoutes(publicPaths.signIn);
    const user = await signIn('ada@example.com', 'Analytical1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.emailNotConfirmed);
    await user.click(within(alert).getByRole('button', { name: 'Resend confirmation' }));
    expect(await screen.findByText(messages.mailSentIfAccount)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v1/account/resend-confirmation')).toEqual([{ email: 'ada@example.com' }]);
  });

  it('signs in and goes to the return address', async () => {
    routes[`POST ${CREDENTIALS}`] = () => {
      session = testSession;
      return authAnswer();
    };
    const router = renderRoutes(`${publicPaths.signIn}?callbackUrl=%2F%3Fwelcome%3D1`);
    await signIn(' ada@example.com ', 'Analytical1');
    expect(await screen.findByRole('link', { name: 'Open the app' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/', search: '?welcome=1' });
    expect(callsTo(fetchMock, 'POST', CREDENTIALS)).toEqual([
      {
        email: 'ada@example.com',
        password: 'Analytical1',
        callbackUrl: '/?welcome=1',
        csrfToken: 'csrf-token',
        json: 'true',
      },
    ]);
  });

  it('loads the return address itself when the redirect has not happened within 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes[`POST ${CREDENTIALS}`] = () => {
      // Signed in, but the session read that would lead on never answers.
      routes['GET /api/auth/session'] = () => new Promise<Response>(() => undefined);
      return authAnswer();
    };
    renderRoutes(`${publicPaths.signIn}?callbackUrl=%2Fprotected%2Ftimecards`);
    await signIn('ada@example.com', 'Analytical1');
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', CREDENTIALS)).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(loadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(loadPage).toHaveBeenCalledWith('/protected/timecards');
  });

  it('leaves the fallback unused once the session has led on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    routes[`POST ${CREDENTIALS}`] = () => {
      session = testSession;
      return authAnswer();
    };
    const router = renderRoutes(`${publicPaths.signIn}?callbackUrl=%2F`);
    await signIn('ada@example.com', 'Analytical1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await vi.advanceTimersByTimeAsync(61_000);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('mails a sign-in link to the address entered', async () => {
    routes['POST /api/auth/signin/email'] = () => authAnswer();
    renderRoutes(publicPaths.signIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByText(messages.fieldIsRequired)).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(messages.mailSentIfAccount)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/signin/email')).toEqual([
      expect.objectContaining({ email: 'ada@example.com', callbackUrl: '/protected/dashboard' }),
    ]);
  });
});

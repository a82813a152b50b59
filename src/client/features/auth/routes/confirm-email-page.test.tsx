import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import { apiError, authRoutes, callsTo, json, stubFetch } from '../../../test/fetch-stub.js';
import { renderRoutes } from '../../../test/render-routes.js';

const CONFIRM = '/api/v1/account/confirm-email';

describe('confirm-email page', () => {
  it('uses the token once, even in StrictMode, and offers to sign in', async () => {
    const fetchMock = stubFetch({ ...authRoutes(() => null), [`POST ${CONFIRM}`]: () => json({ message: messages.emailConfirmed }) });
    renderRoutes(`${publicPaths.confirmEmail}?token=abc`);
    expect(await screen.findByText(messages.emailConfirmed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', publicPaths.signIn);
    expect(callsTo(fetchMock, 'POST', CONFIRM)).toEqual([{ token: 'abc' }]);
  });

  it('says when the link is invalid or has expired', async () => {
    stubFetch({
      ...authRoutes(() => null),
      [`POST ${CONFIRM}`]: () =>
        apiError(400, 'VALIDATION_FAILED', messages.linkInvalid, [{ path: 'token', message: messages.linkInvalid }]),
    });
    renderRoutes(`${publicPaths.confirmEmail}?token=used`);
    expect(await screen.findByText(messages.linkInvalid)).toBeInTheDocument();
  });

  it('says so without asking the server when the link has no token', async () => {
    const fetchMock = stubFetch(authRoutes(() => null));
    renderRoutes(publicPaths.confirmEmail);
    expect(await screen.findByText(messages.linkInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', CONFIRM)).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import { apiError, authRoutes, callsTo, json, type StubHandler, stubFetch } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';

const RESET = '/api/v1/account/reset-password';

async function setPassword(answer: StubHandler) {
  const fetchMock = stubFetch({ ...authRoutes(() => null), [`POST ${RESET}`]: answer });
  renderRoutes(`${publicPaths.resetPassword}?token=t1`);
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText('New password'), 'Difference2');
  await fill(user, screen.getByLabelText('Confirm password'), 'Difference2');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return fetchMock;
}

describe('reset-password page', () => {
  it('sets the new password and offers to sign in', async () => {
    const fetchMock = await setPassword(() => json({ message: messages.passwordReset }));
    expect(await screen.findByText(messages.passwordReset)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', publicPaths.signIn);
    expect(callsTo(fetchMock, 'POST', RESET)).toEqual([{ token: 't1', password: 'Difference2', confirmPassword: 'Difference2' }]);
  });

  it('offers a new link when this one is invalid or has expired', async () => {
    await setPassword(() =>
      apiError(400, 'VALIDATION_FAILED', messages.linkInvalid, [{ path: 'token', message: messages.linkInvalid }]),
    );
    expect(await screen.findByText(messages.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', publicPaths.forgotPassword);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import { apiError, authRoutes, callsTo, json, stubFetch } from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';

const SIGNUP = '/api/v1/account/signup';

async function submitWith(values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await fill(user, input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

const valid = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Password: 'Analytical1',
  'Confirm password': 'Analytical1',
};

describe('sign-up page', () => {
  it('says what is wrong with the input in the spec words, without calling the server', async () => {
    const fetchMock = stubFetch(authRoutes(() => null));
    renderRoutes(publicPaths.signUp);
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(messages.atLeast(7));

    await submitWith({});
    expect(screen.getAllByText(messages.fieldRequired)).toHaveLength(4);

    await submitWith({ 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@', Password: 'abc' });
    expect(screen.getByText(messages.emailNotValid)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordTooShort(3))).toBeInTheDocument();

    await submitWith({ Email: 'ada@example.com', Password: 'abcdefgh' });
    expect(screen.getByText(messages.passwordWeak)).toBeInTheDocument();

    await submitWith({ ...valid, 'Confirm password': 'Analytical2' });
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', SIGNUP)).toEqual([]);
  });

  it('signs up with the browser time zone and then says to check the mail', async () => {
    const fetchMock = stubFetch({
      ...authRoutes(() => null),
      [`POST ${SIGNUP}`]: () => json({ message: messages.signupSuccessful }, 201),
    });
    renderRoutes(publicPaths.signUp);
    await screen.findByLabelText('First name');
    await submitWith(valid);

    expect(await screen.findByRole('heading', { name: messages.signupSuccessful })).toBeInTheDocument();
    expect(screen.getByText(messages.checkEmailForConfirmation)).toBeInTheDocument();
    expect(screen.getByText(messages.checkSpamFolder)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', publicPaths.signIn);
    expect(callsTo(fetchMock, 'POST', SIGNUP)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        password: 'Analytical1',
        confirmPassword: 'Analytical1',
        timeZone: 'America/New_York',
      },
    ]);
  });

  it("shows the server's field issues under their fields and other failures as a notification", async () => {
    const routes = {
      ...authRoutes(() => null),
      [`POST ${SIGNUP}`]: () =>
        apiError(400, 'VALIDATION_FAILED', messages.emailNotValid, [{ path: 'email', message: messages.emailNotValid }]),
    };
    stubFetch(routes);
    renderRoutes(publicPaths.signUp);
    await screen.findByLabelText('First name');
    await submitWith(valid);
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(messages.emailNotValid);

    routes[`POST ${SIGNUP}`] = () => apiError(429, 'RATE_LIMITED', messages.rateLimited);
    await submitWith({});
    expect(await screen.findByText(messages.rateLimited)).toBeInTheDocument();
  });
});

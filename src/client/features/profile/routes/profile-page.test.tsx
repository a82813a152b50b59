import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import {
  apiError,
  authRoutes,
  callsTo,
  json,
  type StubRoutes,
  stubFetch,
  testProfile,
  testSession,
} from '../../../test/fetch-stub.js';
import { fill } from '../../../test/fill.js';
import { renderRoutes } from '../../../test/render-routes.js';

const ACCOUNT = '/api/v1/account';

let routes: StubRoutes;
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  routes = {
    ...authRoutes(() => testSession),
    [`GET ${ACCOUNT}/profile`]: () => json(testProfile),
    [`PATCH ${ACCOUNT}/profile`]: () => json(testProfile),
    [`POST ${ACCOUNT}/change-password`]: () => json({ message: messages.passwordChanged }),
    [`POST ${ACCOUNT}/change-email`]: () => json({ message: messages.confirmNewEmail('ada@example.org') }, 202),
  };
  fetchMock = stubFetch(routes);
});

async function openProfile() {
  renderRoutes(protectedPaths.profile);
  await screen.findByLabelText('First name');
  return userEvent.setup();
}

describe('profile page', () => {
  it('says whether saving will change the password, and asks for the current one only when needed', async () => {
    const user = await openProfile();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByText(messages.passwordWontBeUpdated)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Password'), 'N');
    expect(screen.getByText(messages.passwordWillBeUpdated)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    expect(screen.getByText(messages.passwordWontBeUpdated)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Email'), 'ada@example.org');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('saves the names and settings, then the new password, and clears the password fields', async () => {
    const user = await openProfile();
    expect(screen.getByRole('combobox', { name: 'Home time zone' })).toHaveValue('Europe/London');
    expect(screen.getByRole('combobox', { name: 'First day of week' })).toHaveValue('Monday');
    await fill(user, screen.getByLabelText('Password'), 'Difference2');
    await fill(user, screen.getByLabelText('Confirm password'), 'Difference2');
    await fill(user, screen.getByLabelText('Current password'), 'Analytical1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', `${ACCOUNT}/profile`)).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', settings: testProfile.settings },
    ]);
    expect(callsTo(fetchMock, 'POST', `${ACCOUNT}/change-password`)).toEqual([
      { currentPassword: 'Analytical1', password: 'Difference2', confirmPassword: 'Difference2' },
    ]);
    expect(callsTo(fetchMock, 'POST', `${ACCOUNT}/change-email`)).toEqual([]);
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByText(messages.passwordWontBeUpdated)).toBeInTheDocument();
  });

  it('asks for a new address to be confirmed', async () => {
    const user = await openProfile();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.org');
    await fill(user, screen.getByLabelText('Current password'), 'Analytical1');
    routes[`GET ${ACCOUNT}/profile`] = () => json({ ...testProfile, pendingEmail: 'ada@example.org' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `${ACCOUNT}/change-email`)).toEqual([
      { email: 'ada@example.org', currentPassword: 'Analytical1' },
    ]);
    expect(await screen.findAllByText(messages.confirmNewEmail('ada@example.org'))).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveValue(testProfile.email);
  });

  it("shows the server's refusal under the field it names", async () => {
    routes[`POST ${ACCOUNT}/change-password`] = () =>
      apiError(400, 'VALIDATION_FAILED', messages.currentPasswordWrong, [
        { path: 'currentPassword', message: messages.currentPasswordWrong },
      ]);
    const user = await openProfile();
    await fill(user, screen.getByLabelText('Password'), 'Difference2');
    await fill(user, screen.getByLabelText('Confirm password'), 'Difference3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      expect.stringContaining(messages.fieldRequired),
    );

    await fill(user, screen.getByLabelText('Confirm password'), 'Difference2');
    await fill(user, screen.getByLabelText('Current password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        expect.stringContaining(messages.currentPasswordWrong),
      ),
    );
    expect(screen.queryByText(messages.recordSaved)).not.toBeInTheDocument();
  });

  it('saves the travel buffers added around a journey with the other settings', async () => {
    const user = await openProfile();
    const before = screen.getByRole('textbox', { name: 'Travel buffer before (minutes)' });
    const after = screen.getByRole('textbox', { name: 'Travel buffer after (minutes)' });
    expect(before).toHaveValue('60');
    expect(after).toHaveValue('30');
    await fill(user, before, '90');
    await fill(user, after, '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(after).toHaveAccessibleDescription(expect.stringContaining(messages.numbersOnly));
    expect(callsTo(fetchMock, 'PATCH', `${ACCOUNT}/profile`)).toEqual([]);

    await fill(user, after, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.recordSaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', `${ACCOUNT}/profile`)).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', settings: { ...testProfile.settings, travelBufferBeforeMinutes: 90, travelBufferAfterMinutes: 0 } },
    ]);
  });
});

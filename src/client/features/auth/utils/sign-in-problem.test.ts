import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/messages.js';
import { signInProblem } from './sign-in-problem.js';

describe('signInProblem', () => {
  it.each([
    ['SessionRequired', null, messages.sessionRequired],
    ['CredentialsSignin', 'credentials', messages.invalidCredentials],
    ['CredentialsSignin', 'email_not_confirmed', messages.emailNotConfirmed],
    ['CredentialsSignin', 'rate_limited', messages.rateLimited],
    ['EmailSignin', 'rate_limited', messages.rateLimited],
    ['MissingCSRF', null, messages.signInRetry],
    ['Verification', null, messages.linkInvalid],
  ])('says what %s (%s) means', (error, code, message) => {
    expect(signInProblem(error, code)?.message).toBe(message);
  });

  it('offers to resend the confirmation only for an unconfirmed address', () => {
    expect(signInProblem('CredentialsSignin', 'email_not_confirmed')?.canResendConfirmation).toBe(true);
    expect(signInProblem('CredentialsSignin', 'credentials')?.canResendConfirmation).toBe(false);
  });

  it('has nothing to say without an error', () => {
    expect(signInProblem(null, null)).toBeUndefined();
  });
});

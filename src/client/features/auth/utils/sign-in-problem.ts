import { signInCodes } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';

export interface SignInProblem {
  message: string;
  /** 'blue' for a notice, 'red' for a failure. */
  color: 'blue' | 'red';
  /** The address is not confirmed yet: offer to mail the confirmation link again. */
  canResendConfirmation: boolean;
}

const problem = (message: string, color: SignInProblem['color'] = 'red', canResendConfirmation = false) => ({
  message,
  color,
  canResendConfirmation,
});

/**
 * What to tell the user about an Auth.js `error` and `code`, from a sign-in answer or from the
 * sign-in page's URL (where Auth.js and the session guard send the browser); undefined for none.
 */
export function signInProblem(error: string | null, code: string | null): SignInProblem | undefined {
  if (!error) return undefined;
  if (code === signInCodes.rateLimited) return problem(messages.rateLimited);
  switch (error) {
    case 'SessionRequired':
      return problem(messages.sessionRequired, 'blue');
    case 'CredentialsSignin':
      return code === signInCodes.emailNotConfirmed
        ? problem(messages.emailNotConfirmed, 'red', true)
        : problem(messages.invalidCredentials);
    case 'MissingCSRF':
      return problem(messages.signInRetry);
    // A sign-in link that expired, was used already, or was for an address without an account.
    case 'Verification':
    case 'AccessDenied':
      return problem(messages.linkInvalid);
    default:
      return problem(messages.internalServerError);
  }
}

import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SignInSchema } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import { SIGN_IN_REDIRECT_FALLBACK_MS } from '../../../config/session.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { loadPage } from '../../../lib/page-load.js';
import { useRequestSignInLink } from '../api/request-sign-in-link.js';
import { useResendConfirmation } from '../api/resend-confirmation.js';
import { useSignIn } from '../api/sign-in.js';
import { type SignInProblem, signInProblem } from '../utils/sign-in-problem.js';
import { signInWording } from '../utils/sign-in-wording.js';

interface SignInFormProps {
  /** Same-site path to return to after signing in. */
  callbackUrl: string;
  initialEmail?: string;
  /** Shown before the first attempt, e.g. why the page was opened. */
  initialProblem?: SignInProblem | undefined;
}

/**
 * Email and password sign-in, with a sign-in link by mail as the alternative. Signing in refreshes
 * the session; where to go next is the page's business.
 */
export function SignInForm({ callbackUrl, initialEmail = '', initialProblem }: SignInFormProps) {
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    validate: (values) => schemaErrors(SignInSchema, values, signInWording),
  });
  const fallback = useRedirectFallback(callbackUrl);
  const signIn = useSignIn(fallback.arm);
  const signInLink = useRequestSignInLink();
  const resend = useResendConfirmation();
  const [problem, setProblem] = useState(initialProblem);
  const [notice, setNotice] = useState<string>();

  const show = (result: { problem?: SignInProblem | undefined; notice?: string }) => {
    setProblem(result.problem);
    setNotice(result.notice);
  };
  const guarded = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      showSubmitError(form, error);
    }
  };
  const email = () => SignInSchema.shape.email.parse(form.getValues().email);

  const submit = form.onSubmit((values) =>
    guarded(async () => {
      const outcome = await signIn.mutateAsync({ ...SignInSchema.parse(values), callbackUrl });
      show({ problem: signInProblem(outcome.error, outcome.code) });
    }),
  );
  const sendLink = async () => {
    if (form.validateField('email').hasError) return;
    await guarded(async () => {
      const outcome = await signInLink.mutateAsync({ email: email(), callbackUrl });
      const linkProblem = signInProblem(outcome.error, outcome.code);
      show(linkProblem ? { problem: linkProblem } : { notice: messages.mailSentIfAccount });
    });
  };
  const resendConfirmation = async () => {
    if (form.validateField('email').hasError) return;
    await guarded(async () => show({ notice: (await resend.mutateAsync(email())).message }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {problem && (
          <Alert color={problem.color}>
            <Stack gap="xs" align="flex-start">
              {problem.message}
              {problem.canResendConfirmation && (
                <Button size="xs" variant="default" onClick={() => void resendConfirmation()} loading={resend.isPending}>
                  Resend confirmation
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Anchor component={Link} to={publicPaths.forgotPassword} size="sm">
          Forgot password
        </Anchor>
        <Button type="submit" loading={form.submitting}>
          Sign in
        </Button>
        <Button variant="default" onClick={() => void sendLink()} loading={signInLink.isPending}>
          Email me a sign-in link
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Signed in, the page goes on when the refreshed session says so (and this form unmounts, which
 * disarms the fallback); should that not happen within the spec's 60 seconds, the page loads the
 * return address itself.
 */
function useRedirectFallback(callbackUrl: string) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    arm: () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => loadPage(callbackUrl), SIGN_IN_REDIRECT_FALLBACK_MS);
    },
  };
}

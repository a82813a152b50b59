import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, ResetPasswordSchema } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import { ApiError } from '../../../lib/api-error.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { useResetPassword } from '../api/reset-password.js';
import { AuthCard } from '../components/auth-card.js';
import { LinkOutcome } from '../components/link-outcome.js';

const TITLE = 'Set a new password';

// The API names the token when the link was used already or has expired.
const isLinkRefused = (error: unknown) =>
  error instanceof ApiError && error.issues.some((issue) => issue.path === 'token');

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const resetPassword = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => schemaErrors(ResetPasswordSchema, { ...values, token }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync(ResetPasswordSchema.parse({ ...values, token }));
    } catch (error) {
      if (!isLinkRefused(error)) showSubmitError(form, error);
    }
  });

  if (!token || isLinkRefused(resetPassword.error)) {
    const next = { to: publicPaths.forgotPassword, label: 'Request a new link' };
    return (
      <AuthCard title={TITLE}>
        <LinkOutcome failed message={messages.linkInvalid} next={next} />
      </AuthCard>
    );
  }
  if (resetPassword.isSuccess) {
    return (
      <AuthCard title={TITLE}>
        <LinkOutcome failed={false} message={messages.passwordReset} next={{ to: publicPaths.signIn, label: 'Sign in' }} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLE}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label="New password"
            description={messages.atLeast(PASSWORD_MIN_LENGTH)}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          <Button type="submit" loading={form.submitting}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

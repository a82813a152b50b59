import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { EmailOnlySchema } from '../../../../shared/account.js';
import { publicPaths } from '../../../../shared/routes.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { useForgotPassword } from '../api/forgot-password.js';
import { AuthCard } from '../components/auth-card.js';
import { signInWording } from '../utils/sign-in-wording.js';

export function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => schemaErrors(EmailOnlySchema, values, signInWording),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await forgotPassword.mutateAsync(EmailOnlySchema.parse(values).email);
    } catch (error) {
      showSubmitError(form, error);
    }
  });

  return (
    <AuthCard title="Forgot password">
      <form onSubmit={submit} noValidate>
        <Stack>
          {forgotPassword.data && (
            <Alert color="green" role="status">
              {forgotPassword.data.message}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <Button type="submit" loading={form.submitting}>
            Send reset link
          </Button>
          <Anchor component={Link} to={publicPaths.signIn} size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

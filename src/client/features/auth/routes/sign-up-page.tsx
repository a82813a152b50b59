import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, SignupSchema, timeZoneSchema } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { publicPaths } from '../../../../shared/routes.js';
import { OfflineBanner } from '../../../components/offline-banner.js';
import { schemaErrors, showSubmitError } from '../../../lib/form-errors.js';
import { browserZone } from '../../../lib/profile.js';
import { useSignUp } from '../api/sign-up.js';
import { AuthCard } from '../components/auth-card.js';

/** The browser's time zone, which becomes the account's home zone, if the server knows it. */
function browserTimeZone(): string | undefined {
  const zone = browserZone();
  return timeZoneSchema.safeParse(zone).success ? zone : undefined;
}

function SignUpDone() {
  return (
    <AuthCard title={messages.signupSuccessful}>
      <Stack>
        <Text>{messages.checkEmailForConfirmation}</Text>
        <Text size="sm" c="dimmed">
          {messages.checkSpamFolder}
        </Text>
        <Anchor component={Link} to={publicPaths.signIn}>
          Sign in
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

/** Sign-up; the spec gives it no layout, so it shows the offline banner itself. */
export function SignUpPage() {
  const signUp = useSignUp();
  const form = useForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    validate: (values) => schemaErrors(SignupSchema, values),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...SignupSchema.parse(values), timeZone: browserTimeZone() });
    } catch (error) {
      showSubmitError(form, error);
    }
  });

  return (
    <>
      <OfflineBanner />
      {signUp.isSuccess ? (
        <SignUpDone />
      ) : (
        <AuthCard title="Sign up">
          <form onSubmit={submit} noValidate>
            <Stack>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
                <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
              </SimpleGrid>
              <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
              <PasswordInput
                label="Password"
                description={messages.atLeast(PASSWORD_MIN_LENGTH)}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
              <Button type="submit" loading={form.submitting}>
                Sign up
              </Button>
              <Text size="sm" ta="center">
                Already have an account?{' '}
                <Anchor component={Link} to={publicPaths.signIn}>
                  Sign in
                </Anchor>
              </Text>
            </Stack>
          </form>
        </AuthCard>
      )}
    </>
  );
}

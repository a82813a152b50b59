import { PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { changesPassword, type ProfileValues } from '../utils/profile-values.js';

/** A new password, entered twice, and whether saving will change it. */
export function PasswordSection({ form }: { form: UseFormReturnType<ProfileValues> }) {
  return (
    <Stack>
      <Title order={2} size="h3">
        Change password
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PasswordInput
          label="Password"
          description={messages.atLeast(PASSWORD_MIN_LENGTH)}
          // Below the field, so that both password fields line up.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {changesPassword(form.getValues()) ? messages.passwordWillBeUpdated : messages.passwordWontBeUpdated}
      </Text>
    </Stack>
  );
}

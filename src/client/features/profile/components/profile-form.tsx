import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Profile } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { showSubmitError } from '../../../lib/form-errors.js';
import { useChangeEmail } from '../api/change-email.js';
import { useChangePassword } from '../api/change-password.js';
import { useUpdateProfile } from '../api/update-profile.js';
import { changesEmail, changesPassword, profileChanges, profileErrors, profileValues } from '../utils/profile-values.js';
import { PasswordSection } from './password-section.js';
import { SettingsSection } from './settings-section.js';

/** Names, address, password and settings, saved together. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const form = useForm({
    initialValues: profileValues(profile),
    validate: (values) => profileErrors(values, profile),
  });
  const updateProfile = useUpdateProfile();
  const changePassword = useChangePassword();
  const changeEmail = useChangeEmail();

  const submit = form.onSubmit(async (values) => {
    try {
      const changes = profileChanges(values, profile);
      await updateProfile.mutateAsync(changes.update);
      if (changes.password) await changePassword.mutateAsync(changes.password);
      const emailAnswer = changes.email ? await changeEmail.mutateAsync(changes.email) : undefined;
      notifications.show({ color: 'green', message: messages.recordSaved });
      if (emailAnswer) notifications.show({ message: emailAnswer.message });
      // A new address applies once its link is followed; until then the profile names it as pending.
      form.setValues({ email: profile.email, password: '', confirmPassword: '', currentPassword: '' });
    } catch (error) {
      showSubmitError(form, error);
    }
  });

  const values = form.getValues();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        {profile.pendingEmail && <Alert color="blue">{messages.confirmNewEmail(profile.pendingEmail)}</Alert>}
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        </Stack>
        <PasswordSection form={form} />
        {(changesPassword(values) || changesEmail(values, profile)) && (
          <PasswordInput
            label="Current password"
            description="Needed to change your password or email"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
        )}
        <SettingsSection form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Container, Skeleton, Stack, Title } from '@mantine/core';
import { messages } from '../../../../shared/messages.js';
import { ApiError } from '../../../lib/api-error.js';
import { useProfile } from '../../../lib/profile.js';
import { ProfileForm } from '../components/profile-form.js';
import { ImportAddressSection } from '../../imports/components/import-address-section.js';
import { FlightServiceSection } from '../components/flight-service-section.js';
import { CalendarFeedCard } from '../../calendar-feeds/components/calendar-feed-card.js';
import { BackupCard } from '../../backups/components/backup-card.js';

function ProfileSkeleton() {
  return (
    <Stack aria-hidden>
      {[1, 2, 3, 4].map((row) => (
        <Skeleton key={row} h={56} />
      ))}
    </Stack>
  );
}

export function ProfilePage() {
  const profile = useProfile();
  let content = <ProfileSkeleton />;
  // Once loaded, the form stays even if a later refetch fails, so unsaved input is kept.
  if (profile.data) content = <ProfileForm profile={profile.data} />;
  else if (profile.error && !(profile.error instanceof ApiError && profile.error.status === 401)) {
    content = (
      <Alert color="red">{profile.error instanceof ApiError ? profile.error.message : messages.internalServerError}</Alert>
    );
  }
  return (
    <Container size="md" px={0}>
      <Title order={1} mb="lg">
        Profile
      </Title>
      {content}
      {profile.data ? <ImportAddressSection /> : null}
      {profile.data ? <FlightServiceSection profile={profile.data} /> : null}
      {profile.data ? (
        <Stack mt="xl" gap="xl">
          <CalendarFeedCard scope="account" />
          <BackupCard />
        </Stack>
      ) : null}
    </Container>
  );
}

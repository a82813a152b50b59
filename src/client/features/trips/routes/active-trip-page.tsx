import { Stack, Title } from '@mantine/core';
import { ActiveTripWidgets } from '../components/active-trip-widgets.js';

/** `/protected/trips/widgets/activetrip`: the trip under way (header, places, tonight's address). */
export function ActiveTripPage() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Active trip
      </Title>
      <ActiveTripWidgets />
    </Stack>
  );
}

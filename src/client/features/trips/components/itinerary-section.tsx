import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { RecordSection } from '../../../components/record-parts/record-section.js';
import { tripsApi } from '../api/trips-api.js';
import { Timeline } from './timeline.js';
import { TravelProposals } from './travel-proposals.js';

// The event's form (address search, zoned times) loads when an event is opened, not with the timeline.
const ItineraryEventModal = lazy(() => import('./itinerary-event-modal.js').then((m) => ({ default: m.ItineraryEventModal })));

/**
 * A trip's itinerary: the timeline by local day (first, what a traveller opens it for), the user's
 * own events, added here and opened from the timeline to change, and the travel hours it proposes
 * (while any wait).
 */
export function ItinerarySection({ tripId }: { tripId: string }) {
  // The trip's page has it loaded already: a new event starts on the morning of the trip's first day.
  const trip = tripsApi.useRecord(tripId);
  const [editing, setEditing] = useState<{ eventId?: string } | null>(null);
  const firstDay = trip.data?.start?.local.slice(0, 10);

  return (
    <Stack gap="md">
      <RecordSection
        title="Timeline"
        action={
          <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
            Add event
          </Button>
        }
      >
        <Timeline tripId={tripId} onOpenEvent={(eventId) => setEditing({ eventId })} />
      </RecordSection>
      <TravelProposals tripId={tripId} />
      {editing ? (
        <Suspense fallback={null}>
          <ItineraryEventModal tripId={tripId} eventId={editing.eventId} defaultStart={firstDay ? `${firstDay}T09:00` : ''} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

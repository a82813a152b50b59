import { Drawer, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { Trip } from '../../../../shared/trips.js';
import { EditorPage } from '../../../components/editor-page.js';
import { TripHeader } from './trip-header.js';

// The itinerary, reservations, files and notes: a chunk of their own, after the header.
const TripTabs = lazy(() => import('./trip-form-tabs.js').then((m) => ({ default: m.TripTabs })));

interface SavedTripProps {
  trip: Trip;
  /** The trip's fields, edited in the details drawer. */
  fields: ReactNode;
  editor: Omit<ComponentProps<typeof EditorPage>, 'children' | 'title' | 'after'>;
  detailsOpen: boolean;
  onOpenDetails: () => void;
  /** Cancel, the close button, Escape. */
  onCloseDetails: () => void;
}

/**
 * A saved trip as a traveller reads it: its header with the next moment, then the itinerary and
 * the other tabs; its details in a drawer with Save and Cancel. A chunk of its own: a new trip's
 * form loads without it.
 */
export function SavedTrip({ trip, fields, editor, detailsOpen, onOpenDetails, onCloseDetails }: SavedTripProps) {
  return (
    <Stack gap="md">
      <TripHeader trip={trip} onDetails={onOpenDetails} />
      <Suspense fallback={<Skeleton h={320} />}>
        <TripTabs tripId={trip.id} />
      </Suspense>
      <Drawer opened={detailsOpen} onClose={onCloseDetails} title="Trip details" position="right" size="xl">
        <EditorPage {...editor} onCancel={onCloseDetails}>
          {fields}
        </EditorPage>
      </Drawer>
    </Stack>
  );
}

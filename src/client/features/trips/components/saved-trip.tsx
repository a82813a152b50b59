import { Drawer, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import type { Trip } from '../../../../shared/trips.js';
import { EditorPage } from '../../../components/editor-page.js';
import { TripTabs } from './trip-form-tabs.js';
import { TripHeader } from './trip-header.js';

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
 * the other tabs; its details in a drawer with Save and Cancel.
 */
export function SavedTrip({ trip, fields, editor, detailsOpen, onOpenDetails, onCloseDetails }: SavedTripProps) {
  return (
    <Stack gap="md">
      <TripHeader trip={trip} onDetails={onOpenDetails} />
      <TripTabs tripId={trip.id} />
      <Drawer opened={detailsOpen} onClose={onCloseDetails} title="Trip details" position="right" size="xl">
        <EditorPage {...editor} onCancel={onCloseDetails}>
          {fields}
        </EditorPage>
      </Drawer>
    </Stack>
  );
}

import { Loader, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { defaultSettings } from '../../../../shared/account.js';
import { messages } from '../../../../shared/messages.js';
import { protectedPaths } from '../../../../shared/routes.js';
import type { Trip } from '../../../../shared/trips.js';
import { confirmLeave } from '../../../components/confirm.js';
import { EditorPage } from '../../../components/editor-page.js';
import { useHomeZone, useProfile } from '../../../lib/profile.js';
import { useRecordEditor } from '../../../lib/use-record-editor.js';
import { useItineraryPending } from '../api/itinerary-api.js';
import { tripsApi } from '../api/trips-api.js';
import { SavedTrip } from '../components/saved-trip.js';
import { tripBodyOf, tripValuesOf, validateTrip } from '../components/trip-form-values.js';

// The trip's fields (a new trip's form, a saved trip's details drawer) with their editors: a saved
// trip's header and itinerary are drawn without waiting for them.
const TripFields = lazy(() => import('../components/trip-fields.js').then((m) => ({ default: m.TripFields })));

/**
 * `/protected/trips/:id` (and `new`, with `?customerId=` from the customer editor). A saved trip
 * opens on what a traveller reads (its header with the next moment, then the itinerary and the
 * other tabs); its details are edited in a drawer with Save and Cancel. A new trip is its form.
 */
export function TripPage() {
  const [params] = useSearchParams();
  const zone = useHomeZone();
  const currency = useProfile().data?.settings.currency ?? defaultSettings.currency;
  const customerId = params.get('customerId');
  const defaults = { zone, currency, customerId };
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { id } = useParams();
  const itineraryPending = useItineraryPending(id === 'new' ? undefined : id);
  const { isNew, record, form, blocked, editor } = useRecordEditor({
    api: tripsApi,
    valuesOf: (t?: Trip) => tripValuesOf(defaults, t),
    bodyOf: tripBodyOf,
    validate: validateTrip,
    paths: { list: protectedPaths.trips, edit: protectedPaths.trip },
    deleteQuestion: messages.deleteTrip,
    keepLabel: 'Keep trip',
    deps: [zone, currency, customerId],
    // Saved: the details close on the trip they changed.
    afterSave: () => Promise.resolve(setDetailsOpen(false)),
  });
  // A saved trip's page is drawn once its trip and itinerary have come. Their coming is an update of
  // the query cache's store, which React draws at once and in one piece: the whole page held a
  // phone's main thread for 0.4 s (1.6 s at Lighthouse's 4× slowdown). Deferred, the store's update
  // only keeps the loader, and the page is drawn in the background, yielding to the browser every
  // few milliseconds.
  const shownTrip = useDeferredValue(itineraryPending ? undefined : record);
  if (blocked) return blocked;

  const fields = (
    <Suspense fallback={<Skeleton h={480} />}>
      <TripFields form={form} record={record} currency={currency} />
    </Suspense>
  );

  if (isNew || !record) {
    return (
      <EditorPage title="New trip" {...editor} after={<Text c="dimmed" size="sm">The itinerary, reservations, files and notes appear once the trip is saved.</Text>}>
        {fields}
      </EditorPage>
    );
  }

  /** Cancel, the close button, Escape: the edits are dropped, after asking when there are any. */
  const closeDetails = () => {
    const drop = () => {
      form.reset();
      setDetailsOpen(false);
    };
    if (form.isDirty()) confirmLeave({ onLeave: drop });
    else drop();
  };
  if (!shownTrip) return <Loader aria-label={messages.systemLoading} />;
  return <SavedTrip trip={shownTrip} fields={fields} editor={editor} detailsOpen={detailsOpen} onOpenDetails={() => setDetailsOpen(true)} onCloseDetails={closeDetails} />;
}

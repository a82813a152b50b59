import { Skeleton, Stack, Tabs } from '@mantine/core';
import { lazy, memo, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { CalendarFeedCard } from '../../calendar-feeds/components/calendar-feed-card.js';
import { TripReceiptsTab } from '../../receipts/components/trip-receipts-tab.js';
import { OpenTasks } from '../../tasks/components/open-tasks.js';
import { ItinerarySection } from './itinerary-section.js';
import { ReservationsSection } from './reservations-section.js';
import { TripSummaryCard } from './trip-summary-card.js';
import { WeatherCard } from './weather-card.js';

// The map tab brings the map's wrapper; Leaflet itself is a further chunk, loaded when tiles are on.
const TripMapTab = lazy(() => import('./trip-map-tab.js').then((m) => ({ default: m.TripMapTab })));

const tabs = [
  { value: 'itinerary', label: 'Itinerary' },
  { value: 'reservations', label: 'Reservations' },
  { value: 'map', label: 'Map' },
  { value: 'receipts', label: 'Receipts' },
  { value: 'files', label: 'Files' },
  { value: 'notes', label: 'Notes' },
  { value: 'tasks', label: 'Tasks' },
] as const;
type Tab = (typeof tabs)[number]['value'];
const isTab = (value: string | null): value is Tab => tabs.some((t) => t.value === value);

/**
 * A saved trip's parts under its header: one tab each for the itinerary, reservations, map,
 * receipts (with mileage), files, notes and open tasks (`?tab=` keeps the choice over a reload),
 * then the weather, the travel summary and the trip's calendar feed. Saved on their own, they are
 * not drawn again with every keystroke in the trip's details.
 */
export const TripTabs = memo(function TripTabs({ tripId }: { tripId: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'itinerary';
  const choose = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'itinerary') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="itinerary" pt="md">
          <ItinerarySection tripId={tripId} />
        </Tabs.Panel>
        <Tabs.Panel value="reservations" pt="md">
          <ReservationsSection tripId={tripId} />
        </Tabs.Panel>
        <Tabs.Panel value="map" pt="md">
          <Suspense fallback={<Skeleton h={360} />}>
            <TripMapTab tripId={tripId} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="receipts" pt="md">
          <TripReceiptsTab tripId={tripId} />
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="md">
          <DocumentsSection area="trips" recordId={tripId} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NotesSection area="trips" recordId={tripId} />
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="md">
          <OpenTasks link={{ tripId }} />
        </Tabs.Panel>
      </Tabs>
      <WeatherCard tripId={tripId} />
      <TripSummaryCard tripId={tripId} />
      <CalendarFeedCard scope={{ tripId }} />
    </Stack>
  );
});

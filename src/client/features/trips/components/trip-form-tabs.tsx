import { Skeleton, Stack, Tabs } from '@mantine/core';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ItinerarySection } from './itinerary-section.js';

// The itinerary is what the page opens on; every other tab, and the cards under them, load on
// their own (the map's wrapper too; Leaflet itself is a further chunk, loaded when tiles are on).
const ReservationsSection = lazy(() => import('./reservations-section.js').then((m) => ({ default: m.ReservationsSection })));
const TripMapTab = lazy(() => import('./trip-map-tab.js').then((m) => ({ default: m.TripMapTab })));
const TripReceiptsTab = lazy(() => import('../../receipts/components/trip-receipts-tab.js').then((m) => ({ default: m.TripReceiptsTab })));
const DocumentsSection = lazy(() => import('../../../components/record-parts/documents-section.js').then((m) => ({ default: m.DocumentsSection })));
const NotesSection = lazy(() => import('../../../components/record-parts/notes-section.js').then((m) => ({ default: m.NotesSection })));
const OpenTasks = lazy(() => import('../../tasks/components/open-tasks.js').then((m) => ({ default: m.OpenTasks })));
const WeatherCard = lazy(() => import('./weather-card.js').then((m) => ({ default: m.WeatherCard })));
const TripSummaryCard = lazy(() => import('./trip-summary-card.js').then((m) => ({ default: m.TripSummaryCard })));
const CalendarFeedCard = lazy(() => import('../../calendar-feeds/components/calendar-feed-card.js').then((m) => ({ default: m.CalendarFeedCard })));

/** A tab's part loaded on its own, a skeleton of its height until it is. */
const Later = ({ h, children }: { h: number; children: ReactNode }) => <Suspense fallback={<Skeleton h={h} />}>{children}</Suspense>;

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
          <Later h={240}>
            <ReservationsSection tripId={tripId} />
          </Later>
        </Tabs.Panel>
        <Tabs.Panel value="map" pt="md">
          <Later h={360}>
            <TripMapTab tripId={tripId} />
          </Later>
        </Tabs.Panel>
        <Tabs.Panel value="receipts" pt="md">
          <Later h={240}>
            <TripReceiptsTab tripId={tripId} />
          </Later>
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="md">
          <Later h={240}>
            <DocumentsSection area="trips" recordId={tripId} />
          </Later>
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <Later h={240}>
            <NotesSection area="trips" recordId={tripId} />
          </Later>
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="md">
          <Later h={240}>
            <OpenTasks link={{ tripId }} />
          </Later>
        </Tabs.Panel>
      </Tabs>
      {/* Under the tabs, appearing when they come: no placeholder to give way (the page would jump). */}
      <Suspense fallback={null}>
        <WeatherCard tripId={tripId} />
        <TripSummaryCard tripId={tripId} />
        <CalendarFeedCard scope={{ tripId }} />
      </Suspense>
    </Stack>
  );
});

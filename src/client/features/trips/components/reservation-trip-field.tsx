import { Select } from '@mantine/core';
import { useRef } from 'react';
import type { TripListItem } from '../../../../shared/trips.js';
import type { ZonedValue } from '../../../components/zoned-field.js';
import { formatDate } from '../../../lib/format.js';
import { tripsApi } from '../api/trips-api.js';
import type { ReservationForm } from './reservation-flight-fields.js';

/** The trips a new reservation can belong to, latest first. */
const TRIP_CHOICES = 'pageSize=100&sort=start&order=desc';

const tripLabel = (t: TripListItem) => (t.start ? `${t.title} (${formatDate(t.start.local.slice(0, 10))})` : t.title);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Which trip a reservation added from the list of all reservations belongs to. Choosing one
 * starts the reservation in the trip's currency and at its start, unless the user has already
 * set them.
 */
export function ReservationTripField({ form }: { form: ReservationForm }) {
  const trips = tripsApi.useList(TRIP_CHOICES);
  // What choosing a trip last filled in: still replaceable by the next choice.
  const filled = useRef<{ currency?: string; start?: ZonedValue }>({});

  const choose = (id: string | null) => {
    form.setFieldValue('tripId', id);
    const trip = trips.data?.items.find((t) => t.id === id);
    if (!trip) return;
    const initial = form.getInitialValues();
    const values = form.getValues();
    const untouched = (key: 'currency' | 'start') => same(values[key], initial[key]) || same(values[key], filled.current[key]);
    if (untouched('currency')) {
      form.setFieldValue('currency', trip.currency);
      filled.current.currency = trip.currency;
    }
    if (trip.start && untouched('start')) {
      const start = { local: trip.start.local, zone: trip.start.zone };
      form.setFieldValue('start', start);
      if (!values.end.local) form.setFieldValue('end', { local: '', zone: start.zone });
      filled.current.start = start;
    }
  };

  return (
    <Select
      label="Trip"
      required
      searchable
      data={(trips.data?.items ?? []).map((t) => ({ value: t.id, label: tripLabel(t) }))}
      value={form.getValues().tripId}
      onChange={choose}
      error={form.errors.tripId}
      nothingFoundMessage="No trip found"
    />
  );
}

import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconClockEdit } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { flightStatuses, type Airport } from '../../../../shared/reservations.js';
import type { ZonedValue } from '../../../components/zoned-field.js';
import { StableZonedField } from './reservation-zoned-field.js';
import { AirportField } from './airport-field.js';
import { airportPlace, type ReservationValues } from './reservation-values.js';

export type ReservationForm = UseFormReturnType<ReservationValues>;

/** The first error at any of `paths`, for a field that stands for several values (a zoned time). */
export const errorAt = (form: ReservationForm, ...paths: string[]) => {
  for (const path of paths) {
    const found = form.errors[path];
    if (typeof found === 'string') return found;
  }
  return undefined;
};

const statusOptions = Object.entries(flightStatuses).map(([value, label]) => ({ value, label }));

/** Airline code and name, and flight number. */
export function FlightIdentityFields({ form }: { form: ReservationForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput label="Airline code" maxLength={3} {...form.getInputProps('flight.airlineCode')} />
      <TextInput label="Airline name" {...form.getInputProps('flight.airlineName')} />
      <TextInput label="Flight number" {...form.getInputProps('flight.flightNumber')} />
    </SimpleGrid>
  );
}

/**
 * A flight's departure or arrival airport. Picking one puts that end's time (and its estimate) in
 * the airport's zone and makes the airport that end's place, so a flight from JFK departs in
 * America/New_York wherever the traveller books it.
 */
export function FlightAirportField({ form, end }: { form: ReservationForm; end: 'departure' | 'arrival' }) {
  const departure = end === 'departure';
  const values = form.getValues();
  const placeKey = departure ? 'startPlace' : 'endPlace';
  const pick = (airport: Airport | null) => {
    form.setFieldValue(`flight.${end}Airport`, airport?.iata ?? '');
    if (!airport) return;
    const current = form.getValues();
    const timeKey = departure ? 'start' : 'end';
    const estimateKey = departure ? 'estimatedDeparture' : 'estimatedArrival';
    form.setFieldValue(timeKey, { ...current[timeKey], zone: airport.zone });
    form.setFieldValue(`flight.${estimateKey}`, { ...current.flight[estimateKey], zone: airport.zone });
    form.setFieldValue(placeKey, airportPlace(airport, current[placeKey]));
  };
  return (
    <AirportField
      label={departure ? 'Departure airport' : 'Arrival airport'}
      value={departure ? values.flight.departureAirport : values.flight.arrivalAirport}
      savedName={values[placeKey].name}
      onPick={pick}
      error={errorAt(form, `flight.${end}Airport`)}
    />
  );
}

/** Terminal and gate at one end of a flight. */
export function TerminalGateFields({ form, end }: { form: ReservationForm; end: 'departure' | 'arrival' }) {
  const title = end === 'departure' ? 'Departure' : 'Arrival';
  return (
    <SimpleGrid cols={2}>
      <TextInput label={`${title} terminal`} {...form.getInputProps(`flight.${end}Terminal`)} />
      <TextInput label={`${title} gate`} {...form.getInputProps(`flight.${end}Gate`)} />
    </SimpleGrid>
  );
}

/**
 * Seat, status and estimated times: typed by hand until a flight-status service fills them. The
 * estimates are asked for only once wanted (or already known): most flights never need them.
 */
export function FlightStatusFields({ form }: { form: ReservationForm }) {
  const { estimatedDeparture, estimatedArrival } = form.getValues().flight;
  const [withEstimates, setWithEstimates] = useState(Boolean(estimatedDeparture.local || estimatedArrival.local));
  const { setFieldValue } = form;
  const onDeparture = useCallback((value: ZonedValue) => setFieldValue('flight.estimatedDeparture', value), [setFieldValue]);
  const onArrival = useCallback((value: ZonedValue) => setFieldValue('flight.estimatedArrival', value), [setFieldValue]);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Seat" {...form.getInputProps('flight.seat')} />
        <Select label="Flight status" clearable data={statusOptions} {...form.getInputProps('flight.status')} />
      </SimpleGrid>
      {withEstimates ? (
        <>
          <StableZonedField
            label="Estimated departure"
            value={estimatedDeparture}
            onChange={onDeparture}
            error={errorAt(form, 'flight.estimatedDeparture.local', 'flight.estimatedDeparture.zone', 'flight.estimatedDeparture')}
          />
          <StableZonedField
            label="Estimated arrival"
            value={estimatedArrival}
            onChange={onArrival}
            error={errorAt(form, 'flight.estimatedArrival.local', 'flight.estimatedArrival.zone', 'flight.estimatedArrival')}
          />
        </>
      ) : (
        <Button variant="subtle" leftSection={<IconClockEdit size={16} />} onClick={() => setWithEstimates(true)} w="fit-content">
          Add estimated times
        </Button>
      )}
    </>
  );
}

import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { reservationStatuses, reservationTypes } from '../../../../shared/reservations.js';
import type { ZonedValue } from '../../../components/zoned-field.js';
import {
  errorAt,
  FlightAirportField,
  FlightIdentityFields,
  FlightStatusFields,
  TerminalGateFields,
  type ReservationForm,
} from './reservation-flight-fields.js';
import { AddressSearch } from '../../../components/address-search.js';
import { ReservationTripField } from './reservation-trip-field.js';
import { StableZonedField } from './reservation-zoned-field.js';
import { CurrencySelect } from '../../../components/currency-select.js';
import { foundPlace, hasEndPlace, providerLabel, timeLabels, typedAddress } from './reservation-values.js';

const typeOptions = Object.entries(reservationTypes).map(([value, label]) => ({ value, label }));
const statusOptions = Object.entries(reservationStatuses).map(([value, label]) => ({ value, label }));

/** The start or the end: for a flight its airport, time, terminal and gate; otherwise its time and place. */
function EndFields({ form, end }: { form: ReservationForm; end: 'start' | 'end' }) {
  const values = form.getValues();
  const flight = values.type === 'flight';
  const label = timeLabels(values.type)[end];
  const withPlace = !flight && (end === 'start' || hasEndPlace(values.type));
  // Where there is only one place (a hotel, a restaurant), it is simply the place.
  const placeLabel = hasEndPlace(values.type) ? `${label} place` : 'Place';
  const addressLabel = hasEndPlace(values.type) ? `${label} address` : 'Address';
  const place = end === 'start' ? 'startPlace' : 'endPlace';
  const flightEnd = end === 'start' ? 'departure' : 'arrival';
  const { setFieldValue } = form;
  const onChange = useCallback((value: ZonedValue) => setFieldValue(end, value), [setFieldValue, end]);
  return (
    <Stack gap="sm">
      {flight ? <FlightAirportField form={form} end={flightEnd} /> : null}
      <StableZonedField
        label={label}
        required={end === 'start'}
        value={values[end]}
        onChange={onChange}
        error={errorAt(form, `${end}.local`, `${end}.zone`, end)}
      />
      {flight ? <TerminalGateFields form={form} end={flightEnd} /> : null}
      {withPlace ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={placeLabel} {...form.getInputProps(`${place}.name`)} />
          <AddressSearch
            label={addressLabel}
            {...form.getInputProps(`${place}.address`)}
            value={values[place].address}
            onChange={(address) => setFieldValue(place, typedAddress(address, form.getValues()[place]))}
            onPick={(found) => setFieldValue(place, foundPlace(found, form.getValues()[place]))}
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/** Every field of a reservation; the flight's own ones only for a flight. */
export function ReservationFields({ form, withTrip }: { form: ReservationForm; withTrip: boolean }) {
  const { type, currency } = form.getValues();
  const { setFieldValue } = form;
  const onCurrency = useCallback((value: string) => setFieldValue('currency', value), [setFieldValue]);
  return (
    <Stack gap="md">
      {withTrip ? <ReservationTripField form={form} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Type" allowDeselect={false} data={typeOptions} {...form.getInputProps('type')} />
        <Select label="Status" allowDeselect={false} data={statusOptions} {...form.getInputProps('status')} />
        <TextInput label={providerLabel(type)} {...form.getInputProps('provider')} />
        <TextInput label="Confirmation number" {...form.getInputProps('reservationNumber')} />
      </SimpleGrid>
      {type === 'flight' ? <FlightIdentityFields form={form} /> : null}
      <EndFields form={form} end="start" />
      <EndFields form={form} end="end" />
      {type === 'flight' ? <FlightStatusFields form={form} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Cost" inputMode="decimal" {...form.getInputProps('cost')} />
        <CurrencySelect value={currency} error={errorAt(form, 'currency')} onChange={onCurrency} />
      </SimpleGrid>
      <Textarea label="Notes" rows={3} resize="vertical" {...form.getInputProps('notes')} />
    </Stack>
  );
}

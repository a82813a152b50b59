import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Airport } from '../../../../shared/reservations.js';
import { useAirports } from '../api/itinerary-api.js';
import { airportLabel } from './reservation-values.js';

interface AirportFieldProps {
  label: string;
  /** The chosen airport's IATA code; '' when none. */
  value: string;
  /** The chosen airport's name as saved, so a saved flight reads 'JFK — John F Kennedy International Airport' before any search. */
  savedName?: string;
  onPick: (airport: Airport | null) => void;
  error?: string | undefined;
}

/**
 * Searches the airport dataset by code, city or name ('JFK — John F Kennedy International Airport,
 * New York'); picking one hands the whole airport (its zone and coordinates) to `onPick`.
 */
export function AirportField({ label, value, savedName = '', onPick, error }: AirportFieldProps) {
  // The airport picked here, with its full label; a saved one is known only by its code and name.
  const [picked, setPicked] = useState<Airport | null>(null);
  const [search, setSearch] = useState('');
  const current = value ? { value, label: picked?.iata === value ? airportLabel(picked) : savedName ? `${value} — ${savedName}` : value } : null;
  // Showing the chosen airport's label is not a search.
  const [debounced] = useDebouncedValue(search === current?.label ? '' : search, 250);
  const found = useAirports(debounced);
  const airports = found.data?.items ?? [];
  const options = airports.map((a) => ({ value: a.iata, label: airportLabel(a) }));
  if (current && !options.some((o) => o.value === current.value)) options.unshift(current);

  return (
    <Select
      label={label}
      placeholder="Code, city or name"
      searchable
      clearable
      value={value || null}
      onSearchChange={setSearch}
      data={options}
      // The server has searched; the dataset is too large to send whole.
      filter={({ options: all }) => all}
      nothingFoundMessage={debounced && found.isFetching ? 'Searching…' : debounced ? 'No airport found' : undefined}
      error={error}
      onChange={(code) => {
        const airport = airports.find((a) => a.iata === code) ?? null;
        if (code && !airport) return;
        setPicked(airport);
        onPick(airport);
      }}
    />
  );
}

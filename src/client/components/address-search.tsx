import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { messages } from '../../shared/messages.js';
import type { Place } from '../../shared/places.js';
import { usePlaceSearch } from '../features/places/api/search-places.js';

/** How long typing pauses before the geocoder is asked (the public ones allow one request a second). */
const DEBOUNCE_MS = 350;
const MIN_CHARACTERS = 3;

type InputProps = Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'onOptionSubmit' | 'filter'>;

export interface AddressSearchProps extends InputProps {
  label: string;
  value: string;
  /** The text as typed: the field always takes free text, found or not. */
  onChange: (value: string) => void;
  /** A suggestion was chosen. */
  onPick: (place: Place) => void;
}

/**
 * An address box that suggests addresses from the geocoder as the user types (after a pause, from
 * three characters). When the search is not available it says so under the box and the address is
 * simply typed.
 */
export function AddressSearch({ value, onChange, onPick, description, onBlur, ...props }: AddressSearchProps) {
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [debounced] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const search = usePlaceSearch(debounced, typed && debounced.length >= MIN_CHARACTERS);
  const places = useMemo(() => search.data?.items ?? [], [search.data]);
  const labels = useMemo(() => [...new Set(places.map((p) => p.label))], [places]);
  // The option's label, then the chosen place: Autocomplete reports the choice before it sets the text.
  const chosen = useRef<Place | null>(null);
  const unavailable = search.data?.unavailable ?? (search.isError ? messages.addressSearchUnavailable : null);

  const change = (next: string) => {
    const place = chosen.current;
    chosen.current = null;
    if (place && next === place.label) {
      // No new search for the text a choice puts in the box.
      setTyped(false);
      onPick(place);
      return;
    }
    setTyped(true);
    onChange(next);
  };
  return (
    <Autocomplete
      {...props}
      value={value}
      data={typed ? labels : []}
      // Open only with suggestions to show: an empty list is not left in the page, labelled as the box.
      dropdownOpened={open && typed && labels.length > 0}
      comboboxProps={{ keepMounted: false }}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      onBlur={(event) => {
        setOpen(false);
        onBlur?.(event);
      }}
      // The geocoder has matched already; what it found need not contain the typed text.
      filter={({ options }) => options}
      onChange={change}
      onOptionSubmit={(label) => {
        chosen.current = places.find((p) => p.label === label) ?? null;
      }}
      description={unavailable ?? description}
      autoComplete="off"
    />
  );
}

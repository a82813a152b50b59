import '@mantine/dates/styles.css';
import { Select, SimpleGrid } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';

export interface ZonedValue {
  /** 'YYYY-MM-DDTHH:mm', the wall-clock time where it happens; '' when not set. */
  local: string;
  zone: string;
}

const zones = Intl.supportedValuesOf('timeZone');

/** A moment as a person enters it: date and time (24-hour), and the time zone where it happens. */
export function ZonedField({ label, value, onChange, error, required }: { label: string; value: ZonedValue; onChange: (v: ZonedValue) => void; error?: string | undefined; required?: boolean }) {
  return (
    // One column on a phone: a grown group would keep each field at half the width when it wraps.
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateTimePicker
        label={label}
        required={required}
        valueFormat="MM/DD/YYYY HH:mm"
        value={value.local ? value.local.replace('T', ' ') : null}
        onChange={(picked) => onChange({ ...value, local: picked ? picked.slice(0, 16).replace(' ', 'T') : '' })}
        error={error}
        clearable={!required}
        // The dropdown's time fields and its icon-only submit button, named for screen readers and tests.
        timePickerProps={{ hoursInputLabel: `${label} hours`, minutesInputLabel: `${label} minutes` }}
        submitButtonProps={{ 'aria-label': `Set ${label.toLowerCase()}` }}
      />
      <Select label={`${label} time zone`} searchable data={zones.includes(value.zone) ? zones : [value.zone, ...zones]} value={value.zone} onChange={(zone) => zone && onChange({ ...value, zone })} allowDeselect={false} />
    </SimpleGrid>
  );
}

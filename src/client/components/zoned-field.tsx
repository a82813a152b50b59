import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
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
    <Group align="flex-start" grow wrap="wrap">
      <DateTimePicker
        label={label}
        required={required}
        valueFormat="MM/DD/YYYY HH:mm"
        value={value.local ? value.local.replace('T', ' ') : null}
        onChange={(picked) => onChange({ ...value, local: picked ? picked.slice(0, 16).replace(' ', 'T') : '' })}
        error={error}
        clearable={!required}
        miw={220}
      />
      <Select label={`${label} time zone`} searchable data={zones.includes(value.zone) ? zones : [value.zone, ...zones]} value={value.zone} onChange={(zone) => zone && onChange({ ...value, zone })} allowDeselect={false} miw={200} />
    </Group>
  );
}

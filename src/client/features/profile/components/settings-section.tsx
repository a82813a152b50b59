import { Select, SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import type { ProfileValues } from '../utils/profile-values.js';

const weekStarts = [
  { value: '0', label: 'Sunday' },
  { value: '1', label: 'Monday' },
  { value: '6', label: 'Saturday' },
];

// Hundreds of options: rendered only while the dropdown is open, not (hidden) with every keystroke
// elsewhere in the form.
const longList = { keepMounted: false };

// The server also accepts 'UTC', which not every engine lists among its zones.
const including = (values: readonly string[], value: string) => (values.includes(value) ? values : [value, ...values]);

function currencyOptions(current: string) {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return including(Intl.supportedValuesOf('currency'), current).map((code) => ({
    value: code,
    label: `${code} – ${names.of(code) ?? code}`,
  }));
}

/** Home time zone, home currency and first day of the week. */
export function SettingsSection({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { timeZone, currency } = form.getInitialValues().settings;
  const timeZones = useMemo(() => including(Intl.supportedValuesOf('timeZone'), timeZone), [timeZone]);
  const currencies = useMemo(() => currencyOptions(currency), [currency]);
  return (
    <Stack>
      <Title order={2} size="h3">
        Settings
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Home time zone"
          data={timeZones}
          searchable
          allowDeselect={false}
          comboboxProps={longList}
          {...form.getInputProps('settings.timeZone')}
        />
        <Select
          label="Home currency"
          data={currencies}
          searchable
          allowDeselect={false}
          comboboxProps={longList}
          {...form.getInputProps('settings.currency')}
        />
        <Select
          label="First day of week"
          data={weekStarts}
          allowDeselect={false}
          {...form.getInputProps('settings.firstDayOfWeek')}
        />
      </SimpleGrid>
    </Stack>
  );
}

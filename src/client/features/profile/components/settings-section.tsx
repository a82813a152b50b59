import { NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
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

/** Home time zone, home currency, first day of the week, and the travel time added around a trip's journeys. */
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
      {/* Added before a departure and after an arrival when travel hours are proposed from an itinerary. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Travel buffer before (minutes)"
          min={0}
          max={720}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('settings.travelBufferBeforeMinutes')}
        />
        <NumberInput
          label="Travel buffer after (minutes)"
          min={0}
          max={720}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('settings.travelBufferAfterMinutes')}
        />
      </SimpleGrid>
      {/* Kept on each mileage entry when it is made, so a new rate never changes old claims. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Mileage rate (per mile, home currency)"
          description="For example this year's IRS standard rate"
          inputMode="decimal"
          {...form.getInputProps('settings.mileageRate')}
        />
        <NumberInput
          label="Weekly target (hours)"
          description="The dashboard measures the week's hours against it"
          min={0}
          max={168}
          allowNegative={false}
          {...form.getInputProps('settings.weeklyTargetHours')}
        />
      </SimpleGrid>
    </Stack>
  );
}

import { Select } from '@mantine/core';
import { memo } from 'react';

const currencies = Intl.supportedValuesOf('currency');

/** The currency list holds hundreds of options, kept mounted by Mantine: drawn again only when its own value changes. */
export const CurrencySelect = memo(function CurrencySelect({ value, error, onChange, label = 'Currency' }: { value: string; error: string | undefined; onChange: (value: string) => void; label?: string }) {
  return <Select label={label} searchable allowDeselect={false} data={currencies} value={value} error={error} onChange={(picked) => picked && onChange(picked)} />;
});

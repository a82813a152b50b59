import { memo } from 'react';
import { ZonedField } from '../../../components/zoned-field.js';

/**
 * ZonedField drawn again only when its own value, error or label changes: its zone list holds
 * hundreds of options that Mantine keeps mounted, and a flight has up to four such fields, which
 * would otherwise all be redrawn at every keystroke elsewhere in the form. `onChange` must be stable.
 */
export const StableZonedField = memo(
  ZonedField,
  (a, b) =>
    a.value.local === b.value.local &&
    a.value.zone === b.value.zone &&
    a.error === b.error &&
    a.label === b.label &&
    a.required === b.required &&
    a.onChange === b.onChange,
);

import { ActionIcon, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import type { Address } from '../../../../shared/customers.js';
import type { Place } from '../../../../shared/places.js';
import { AddressSearch } from '../../../components/address-search.js';
import { DirectionsLinks } from '../../../components/directions-links.js';

/** A chosen suggestion as the address form's parts. */
export const addressOf = (place: Place): Address => ({ street: place.street, city: place.city, region: place.region, zip: place.zip, country: place.country });

/** The address on one line, as the map apps search for it. */
export const addressLine = (a: Address) => [a.street, [a.zip, a.city].filter(Boolean).join(' '), a.region, a.country].filter((p) => p.trim()).join(', ');

interface AddressFieldsProps {
  index: number;
  address: Address;
  inputProps: (part: keyof Address) => GetInputPropsReturnType;
  /** A suggestion was chosen in the street box: it fills every part. */
  onPick: (address: Address) => void;
  onRemove: () => void;
}

/** One of a customer's addresses: the street box searches addresses as it is typed; directions beside it. */
export function AddressFields({ index, address, inputProps, onPick, onRemove }: AddressFieldsProps) {
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, sm: 5 }} flex={1}>
          <AddressSearch label="Street" {...inputProps('street')} value={address.street} onPick={(place) => onPick(addressOf(place))} />
          <TextInput label="City" {...inputProps('city')} />
          <TextInput label="State/region" {...inputProps('region')} />
          <TextInput label="Zip" {...inputProps('zip')} />
          <TextInput label="Country" {...inputProps('country')} />
        </SimpleGrid>
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove address ${index + 1}`} onClick={onRemove}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      <DirectionsLinks place={{ address: addressLine(address) }} label={`Directions to address ${index + 1}`} />
    </Stack>
  );
}

import { ActionIcon, Anchor, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContactPageSchema } from '../../shared/contacts.js';
import { messages } from '../../shared/messages.js';
import { buildPath, protectedPaths } from '../../shared/routes.js';
import { apiRequest } from '../lib/api-client.js';
import { PartList, PartRow } from './record-parts/part-row.js';
import { RecordSection } from './record-parts/record-section.js';

export interface LinkedContact {
  id: string;
  firstName: string;
  lastName: string;
}

const fullName = (c: LinkedContact) => `${c.firstName} ${c.lastName}`.trim();

/** Contacts whose name, info or tag values match `search`, for linking to a record. */
function useContactSearch(search: string) {
  const [debounced] = useDebouncedValue(search, 250);
  return useQuery({
    queryKey: ['contacts', 'search', debounced],
    queryFn: () =>
      apiRequest(`/api/v1/contacts?${new URLSearchParams({ search: debounced, pageSize: '20' }).toString()}`, { schema: ContactPageSchema }),
    // The last matches stay pickable while the next ones load, rather than the list emptying under the pointer.
    placeholderData: keepPreviousData,
  });
}

/** A search field over the user's contacts; picking one hands it to `onPick` (`exclude` are not offered). */
export function ContactSearch({ exclude = [], onPick, label = 'Add a contact' }: { exclude?: string[]; onPick: (contact: LinkedContact) => void; label?: string }) {
  const [search, setSearch] = useState('');
  const found = useContactSearch(search);
  const options = (found.data?.items ?? []).filter((c) => !exclude.includes(c.id));
  return (
    <Select
      label={label}
      placeholder="Search contacts"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      data={options.map((c) => ({ value: c.id, label: fullName(c) }))}
      nothingFoundMessage={found.isFetching ? 'Searching…' : messages.noContactFound}
      onChange={(id) => {
        const picked = options.find((c) => c.id === id);
        if (picked) onPick({ id: picked.id, firstName: picked.firstName, lastName: picked.lastName });
        setSearch('');
      }}
      filter={({ options: all }) => all}
    />
  );
}

/** The 'Contacts' section of an editor: search the user's contacts, link them, unlink them. */
export function ContactPicker({ value, onChange }: { value: LinkedContact[]; onChange: (value: LinkedContact[]) => void }) {
  return (
    <RecordSection title="Contacts">
      <ContactSearch exclude={value.map((c) => c.id)} onPick={(picked) => onChange([...value, picked])} />
      {value.length === 0 ? (
        <Text c="dimmed" size="sm">
          No contacts linked.
        </Text>
      ) : (
        <PartList label="Linked contacts">
          {value.map((c) => (
            <PartRow
              key={c.id}
              title={
                <Anchor component={Link} to={buildPath(protectedPaths.contact, { id: c.id })}>
                  {fullName(c)}
                </Anchor>
              }
              meta={[]}
              actions={
                <Group gap={4}>
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Unlink ${fullName(c)}`} onClick={() => onChange(value.filter((v) => v.id !== c.id))}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              }
            />
          ))}
        </PartList>
      )}
    </RecordSection>
  );
}

import { ActionIcon, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFileSpreadsheet, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages.js';
import { notifySuccess } from '../../lib/notify.js';

interface ListPageProps {
  title: string;
  /** The one primary action, e.g. 'Add customer'. */
  addLabel: string;
  addTo: string;
  search: string;
  onSearch: (search: string) => void;
  /** Loads the list again ('Records refreshed'). */
  onRefresh: () => Promise<unknown>;
  /** The whole list, as it is searched, filtered and sorted, as CSV. */
  csvUrl: string;
  children: ReactNode;
}

/** The frame of every list: title with its primary action, a search field, then the table. */
export function ListPage({ title, addLabel, addTo, search, onSearch, onRefresh, csvUrl, children }: ListPageProps) {
  const [typed, setTyped] = useState(search);
  const commit = useDebouncedCallback(onSearch, 300);
  return (
    <Stack gap="md">
      {/* A long title and its actions share a line on a desk and wrap on a phone rather than overflow. */}
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label="Refresh" onClick={() => void onRefresh().then(() => notifySuccess(messages.recordsRefreshed))}>
            <IconRefresh size={18} />
          </ActionIcon>
          <ActionIcon component="a" href={csvUrl} download variant="default" size="lg" aria-label="Download as CSV" title="Download as CSV">
            <IconFileSpreadsheet size={18} />
          </ActionIcon>
          <Button component={Link} to={addTo} leftSection={<IconPlus size={18} />}>
            {addLabel}
          </Button>
        </Group>
      </Group>
      <TextInput
        label="Search"
        leftSection={<IconSearch size={16} />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        maw={420}
      />
      {children}
    </Stack>
  );
}

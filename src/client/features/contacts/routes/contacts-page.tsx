import { Anchor, Badge, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { ContactListItem } from '../../../../shared/contacts.js';
import { messages } from '../../../../shared/messages.js';
import { tagLinkKind } from '../../../../shared/record-parts.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { DataTable, deleteAfter, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { contactsApi } from '../api/contacts-api.js';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.contact, { id });

/** A tag as a badge; a phone number or mail address is a call or mail link. */
function TagBadge({ tag }: { tag: { key: string; value: string } }) {
  const kind = tagLinkKind(tag.key);
  const text = `${tag.key}: ${tag.value}`;
  return kind ? (
    <Anchor href={`${kind}:${tag.value}`} size="sm">
      {text}
    </Anchor>
  ) : (
    <Badge variant="light" size="sm">
      {text}
    </Badge>
  );
}

const nameCell = (c: ContactListItem, name: string) => (
  <Anchor component={Link} to={editPath(c.id)} fw={500}>
    {name}
  </Anchor>
);

const columns: Column<ContactListItem>[] = [
  { key: 'firstName', label: 'First name', sort: 'firstName', render: (c) => nameCell(c, c.firstName) },
  { key: 'lastName', label: 'Last name', sort: 'lastName', render: (c) => nameCell(c, c.lastName) },
  {
    key: 'tags',
    label: 'Tags',
    render: (c) => (
      <Group gap={6}>
        {c.tags.map((t) => (
          <TagBadge key={t.key} tag={t} />
        ))}
      </Group>
    ),
  },
];

/** `/protected/contacts`: the contacts list. */
export function ContactsPage() {
  const navigate = useNavigate();
  const list = useListParams('lastName');
  const query = list.query(PAGE_SIZE);
  const page = contactsApi.useList(query);
  const remove = contactsApi.useDelete();
  const deleteIds = (ids: string[]) =>
    remove.mutateAsync({ ids }).then(() => notifySuccess(messages.recordDeleted), notifyDeleteFailed);

  return (
    <ListPage
      title="Contacts"
      addLabel="Add contact"
      addTo={editPath('new')}
      search={list.value.search}
      onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()}
      csvUrl={contactsApi.csvUrl(query)}
    >
      <DataTable
        label="Contacts"
        columns={columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<ContactListItem>((row) => void navigate(editPath(row.id)), deleteAfter(messages.deleteContact, deleteIds))}
        empty={<EmptyState text={list.value.search ? messages.noContactFound : 'No contacts yet. Add people you work with; their phone and email tags become call and mail links.'} addLabel="Add contact" addTo={editPath('new')} />}
      />
    </ListPage>
  );
}

import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { startInLabel, type AssignmentListItem } from '../../../../shared/assignments.js';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { DataTable, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { confirmDeleteWithLinked, deleteOrOfferDetach } from '../../../lib/delete-record.js';
import { formatZonedDateTime } from '../../../lib/format.js';
import { useHomeZone } from '../../../lib/profile.js';
import { useNow } from '../../../lib/use-now.js';
import { assignmentsApi } from '../api/assignments-api.js';
import { useUpcomingAssignments } from '../api/get-upcoming-assignments.js';
import classes from './assignments-page.module.css';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.assignment, { id });
const KEEP = 'Keep assignment';

/** Assignments ahead, soonest first, and those running, each with its 'Start in' label. */
function Upcoming({ home }: { home: string }) {
  const upcoming = useUpcomingAssignments();
  const now = new Date(useNow());
  // One that ended since the last fetch has no label and leaves the list.
  const items = (upcoming.data ?? []).flatMap((a) => {
    const label = startInLabel(now, new Date(a.start.at), a.end ? new Date(a.end.at) : null);
    return label ? [{ ...a, label, running: new Date(a.start.at) <= now }] : [];
  });
  return (
    <Stack gap="xs" component="section" aria-labelledby="upcoming-title">
      <Title order={2} size="h4" id="upcoming-title">
        Upcoming
      </Title>
      {!upcoming.data ? (
        <Skeleton h={72} />
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing coming up.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Upcoming assignments">
          {items.map((a) => (
            <Card key={a.id} withBorder padding="sm" component={Link} to={editPath(a.id)}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {a.name}
                </Text>
                <Badge variant="light" color={a.running ? 'green' : 'blue'} flex="none">
                  {a.label}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {formatZonedDateTime(a.start, home)}
                {a.customer ? ` · ${a.customer.name}` : ''}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** `/protected/assignments`: what is coming up, then all assignments. */
export function AssignmentsPage() {
  const navigate = useNavigate();
  const home = useHomeZone();
  const list = useListParams('start');
  const query = list.query(PAGE_SIZE);
  const page = assignmentsApi.useList(query);
  const remove = assignmentsApi.useDelete();
  const deleteIds = (ids: string[]) => deleteOrOfferDetach({ remove: (linked) => remove.mutateAsync({ ids, linked }), keepLabel: KEEP });
  const columns: Column<AssignmentListItem>[] = [
    {
      key: 'name',
      label: 'Name',
      sort: 'name',
      render: (a) => (
        <Anchor component={Link} to={editPath(a.id)} fw={500}>
          {a.name}
        </Anchor>
      ),
    },
    { key: 'customer', label: 'Customer', render: (a) => a.customer?.name ?? '—' },
    { key: 'project', label: 'Project', render: (a) => a.project?.projectNumber ?? '—' },
    { key: 'start', label: 'Start', sort: 'start', render: (a) => <span className={classes.when}>{formatZonedDateTime(a.start, home)}</span> },
    { key: 'end', label: 'End', render: (a) => (a.end ? <span className={classes.when}>{formatZonedDateTime(a.end, home)}</span> : '—') },
    { key: 'hours', label: 'Hours claimed', sort: 'hoursClaimed', align: 'right', render: (a) => a.hoursClaimed.toFixed(2) },
    { key: 'timecards', label: 'Timecards', sort: 'timecards', align: 'right', render: (a) => a.timecards },
  ];
  return (
    <ListPage title="Assignments" addLabel="Add assignment" addTo={editPath('new')} search={list.value.search} onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()} csvUrl={assignmentsApi.csvUrl(query)}>
      <Upcoming home={home} />
      <Title order={2} size="h4">
        All assignments
      </Title>
      <DataTable
        label="Assignments"
        columns={columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<AssignmentListItem>(
          (a) => void navigate(editPath(a.id)),
          (a) => confirmDeleteWithLinked(messages.deleteAssignment, { remove: (linked) => remove.mutateAsync({ ids: [a.id], linked }), keepLabel: KEEP }),
        )}
        empty={<EmptyState text={'No assignments yet. Add one to see it coming up and to log hours against it.'} addLabel="Add assignment" addTo={editPath('new')} />}
      />
    </ListPage>
  );
}

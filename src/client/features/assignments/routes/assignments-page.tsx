import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { startInLabel, type AssignmentListItem } from '../../../../shared/assignments.js';
import { messages } from '../../../../shared/messages.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import type { Zoned } from '../../../../shared/time.js';
import { DataTable, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { confirmDeleteWithLinked } from '../../../lib/delete-record.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { useHomeZone } from '../../../lib/profile.js';
import { assignmentsApi, useUpcomingAssignments } from '../api/assignments-api.js';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.assignment, { id });

/** MM/DD/YYYY HH:mm where it happens, naming the zone when it is not home. */
function When({ at, home }: { at: Zoned | null; home: string }) {
  if (!at) return <>—</>;
  const [date = '', time = ''] = at.local.split('T');
  const zone = at.zone === home ? '' : ` ${new Intl.DateTimeFormat('en-US', { timeZone: at.zone, timeZoneName: 'short' }).formatToParts(new Date(at.at)).find((p) => p.type === 'timeZoneName')?.value ?? at.zone}`;
  return <>{`${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)} ${time}${zone}`}</>;
}

function Upcoming({ home }: { home: string }) {
  const upcoming = useUpcomingAssignments();
  const now = new Date();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Upcoming
      </Title>
      {!upcoming.data ? (
        <Skeleton h={72} />
      ) : upcoming.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing coming up.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Upcoming assignments">
          {upcoming.data.map((a) => (
            <Card key={a.id} withBorder padding="sm" component={Link} to={editPath(a.id)}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  {a.name}
                </Text>
                <Badge variant="light" color={a.start.at <= now.toISOString() ? 'green' : 'blue'}>
                  {startInLabel(now, new Date(a.start.at), a.end ? new Date(a.end.at) : null)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                <When at={a.start} home={home} />
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
  const page = assignmentsApi.useList(list.query(PAGE_SIZE));
  const remove = assignmentsApi.useDelete();
  const deleteIds = (ids: string[]) => remove.mutateAsync({ ids }).then(() => notifySuccess(messages.recordDeleted), notifyDeleteFailed);
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
    { key: 'start', label: 'Start', sort: 'start', render: (a) => <When at={a.start} home={home} /> },
    { key: 'end', label: 'End', render: (a) => <When at={a.end} home={home} /> },
    { key: 'hours', label: 'Hours claimed', sort: 'hoursClaimed', align: 'right', render: (a) => a.hoursClaimed.toFixed(2) },
    { key: 'timecards', label: 'Timecards', sort: 'timecards', align: 'right', render: (a) => a.timecards },
  ];
  return (
    <ListPage title="Assignments" addLabel="Add assignment" addTo={editPath('new')} search={list.value.search} onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()}>
      <Upcoming home={home} />
      <DataTable
        label="Assignments"
        columns={columns}
        rows={page.data?.items}
        total={page.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        params={list.value}
        onParams={list.update}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<AssignmentListItem>((row) => void navigate(editPath(row.id)), (a) => confirmDeleteWithLinked(messages.deleteAssignment, (linked) => remove.mutateAsync({ ids: [a.id], linked }), () => undefined))}
        empty={<EmptyState text={'No assignments yet. Add one to see it coming up and to log hours against it.'} addLabel="Add assignment" addTo={editPath('new')} />}
      />
    </ListPage>
  );
}

import { Anchor, Badge, SegmentedControl, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import type { RewardListItem } from '../../../../shared/rewards.js';
import { buildPath, protectedPaths } from '../../../../shared/routes.js';
import { DataTable, deleteAfter, editDeleteActions, EmptyState, type Column } from '../../../components/list-page/data-table.js';
import { ListPage } from '../../../components/list-page/list-page.js';
import { useListParams } from '../../../components/list-page/use-list-params.js';
import { notifyDeleteFailed, notifySuccess } from '../../../lib/notify.js';
import { rewardsApi, useToggleFavorite } from '../api/rewards-api.js';
import { FavoriteStar } from '../components/favorite-star.js';
import { formatPoints } from '../utils/points.js';

const PAGE_SIZE = 25;
const editPath = (id: string) => buildPath(protectedPaths.reward, { id });

const columnsWith = (toggle: (r: RewardListItem) => void): Column<RewardListItem>[] => [
  {
    key: 'company',
    label: 'Company',
    sort: 'company',
    render: (r) => (
      <Anchor component={Link} to={editPath(r.id)} fw={500}>
        {r.company}
      </Anchor>
    ),
  },
  { key: 'memberNumber', label: 'Number', render: (r) => <Text size="sm" ff="monospace">{r.memberNumber}</Text> },
  { key: 'points', label: 'Points', sort: 'points', align: 'right', render: (r) => formatPoints(r.points) },
  {
    key: 'status',
    label: 'Status',
    sort: 'status',
    render: (r) =>
      r.status ? (
        <Badge variant="light" size="sm">
          {r.status}
        </Badge>
      ) : null,
  },
  { key: 'favorite', label: 'Favorite', sort: 'favorite', render: (r) => <FavoriteStar company={r.company} favorite={r.favorite} onToggle={() => toggle(r)} /> },
];

/** `/protected/rewards`: loyalty programs, with the favorites the dashboard shows starred. */
export function RewardsPage() {
  const navigate = useNavigate();
  const list = useListParams('company');
  const [params, setParams] = useSearchParams();
  const favorites = params.get('favorite') === 'true';
  const query = list.query(PAGE_SIZE) + (favorites ? '&favorite=true' : '');
  const page = rewardsApi.useList(query);
  const remove = rewardsApi.useDelete();
  const favorite = useToggleFavorite();
  const deleteIds = (ids: string[]) => remove.mutateAsync({ ids }).then(() => notifySuccess(messages.recordDeleted), notifyDeleteFailed);
  const columns = columnsWith((r) => favorite.mutate({ id: r.id, favorite: !r.favorite }));

  return (
    <ListPage
      title="Rewards"
      addLabel="Add reward"
      addTo={editPath('new')}
      search={list.value.search}
      onSearch={(search) => list.update({ search })}
      onRefresh={() => page.refetch()}
      csvUrl={rewardsApi.csvUrl(query)}
    >
      <SegmentedControl
        aria-label="Show"
        value={favorites ? 'favorites' : 'all'}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete('page');
              if (value === 'favorites') next.set('favorite', 'true');
              else next.delete('favorite');
              return next;
            },
            { replace: true },
          )
        }
        data={[
          { value: 'all', label: 'All' },
          { value: 'favorites', label: 'Favorites' },
        ]}
        w="fit-content"
      />
      <DataTable
        label="Rewards"
        columns={columns}
        {...list.paging(page.data, PAGE_SIZE)}
        onBulkDelete={deleteIds}
        rowActions={editDeleteActions<RewardListItem>(
          (r) => void navigate(editPath(r.id)),
          deleteAfter(messages.deleteRecord, deleteIds),
        )}
        empty={
          <EmptyState
            text={
              list.value.search || favorites
                ? 'No rewards match.'
                : 'No rewards yet. Add your loyalty programs; the favorites show on the dashboard with their points.'
            }
            addLabel="Add reward"
            addTo={editPath('new')}
          />
        }
      />
    </ListPage>
  );
}

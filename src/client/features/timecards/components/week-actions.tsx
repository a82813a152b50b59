import '@mantine/dates/styles.css';
import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconCopy, IconDownload, IconFileImport, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../../../shared/messages.js';
import type { Timecard } from '../../../../shared/timecards.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { notifyDeleteFailed, notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { useDuplicateTimecards } from '../api/duplicate-timecards.js';
import { timecardsApi } from '../api/timecards-api.js';

// Fetched when asked for: most visits to the week never export.
const ExportModal = lazy(() => import('./export-modal.js').then((m) => ({ default: m.ExportModal })));
const TimeImportModal = lazy(() => import('./time-import-modal.js').then((m) => ({ default: m.TimeImportModal })));

interface WeekActionsProps {
  /** The selected entries of the week on screen. */
  selected: readonly Timecard[];
  week: { from: string; to: string };
  onClearSelection: () => void;
}

const tell = (message: string) => notifications.show({ color: 'orange', message });

/** What can be done with the selected entries (duplicate, delete), with the week (export), and an import of other tools' exports. */
export function WeekActions({ selected, week, onClearSelection }: WeekActionsProps) {
  const duplicate = useDuplicateTimecards();
  const remove = timecardsApi.useDelete();
  // undefined while the dialog is closed; null while it has no day.
  const [copyDay, setCopyDay] = useState<string | null | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const ids = selected.map((e) => e.id);

  /** Runs `action` when the selection suits it: one or more entries, or exactly one. */
  const withSelection = (need: 'some' | 'one', action: () => void) => () => {
    if (need === 'one' ? ids.length !== 1 : ids.length === 0) tell(need === 'one' ? messages.selectOne : messages.selectOneOrMore);
    else if (selected.some((e) => e.end === null)) tell(messages.runningNotCopied);
    else action();
  };
  const copy = (to: string, onDone?: () => void) =>
    duplicate.mutate(
      { ids, to },
      {
        onSuccess: () => {
          notifySuccess(messages.recordSaved);
          onDone?.();
        },
        onError: notifySaveFailed,
      },
    );
  const deleteSelected = () => {
    if (ids.length === 0) {
      tell(messages.selectOneOrMore);
      return;
    }
    confirmDestructive({
      question: messages.proceedDeleting(ids.length),
      onConfirm: () =>
        remove.mutate(
          { ids },
          {
            onSuccess: () => {
              onClearSelection();
              notifySuccess(messages.recordDeleted);
            },
            onError: notifyDeleteFailed,
          },
        ),
    });
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Menu position="bottom-start">
        <Menu.Target>
          <Button variant="default" leftSection={<IconCopy size={16} />} rightSection={<IconChevronDown size={14} />} loading={duplicate.isPending}>
            Duplicate
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={withSelection('some', () => copy('next-day'))}>To the next day</Menu.Item>
          <Menu.Item onClick={withSelection('some', () => copy('next-week'))}>To the next week</Menu.Item>
          <Menu.Item onClick={withSelection('one', () => setCopyDay(selected[0]?.day ?? week.from))}>To a chosen day…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button variant="default" leftSection={<IconTrash size={16} />} onClick={deleteSelected}>
        Delete
      </Button>
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setExporting(true)}>
        Export
      </Button>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
        Import from Toggl, Clockify or Harvest
      </Button>
      {ids.length > 0 ? (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c="dimmed">{`${ids.length} selected`}</Text>
          <Button variant="subtle" size="compact-sm" onClick={onClearSelection}>
            Clear selection
          </Button>
        </Group>
      ) : null}
      {exporting ? (
        <Suspense fallback={null}>
          <ExportModal week={week} onClose={() => setExporting(false)} />
        </Suspense>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <TimeImportModal onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
      {copyDay !== undefined ? (
        <Modal opened onClose={() => setCopyDay(undefined)} title="Duplicate to a chosen day">
          <Stack>
            <DatePickerInput label="Day" valueFormat="MM/DD/YYYY" value={copyDay} onChange={setCopyDay} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCopyDay(undefined)}>
                Cancel
              </Button>
              <Button disabled={!copyDay} onClick={() => copyDay && copy(copyDay, () => setCopyDay(undefined))} loading={duplicate.isPending}>
                Duplicate
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Group>
  );
}

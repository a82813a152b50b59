import { Alert, Button, FileInput, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../../../shared/messages.js';
import { HARVEST_DAY_START, timeImportMessages, timeImportTools, type TimeImportSummary } from '../../../../shared/time-imports.js';
import { ApiError } from '../../../lib/api-error.js';
import { notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { useHomeZone } from '../../../lib/profile.js';
import { useImportTimeEntries, usePreviewTimeImport } from '../api/import-time-entries.js';

const zones = Intl.supportedValuesOf('timeZone');
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const named = (names: readonly string[], total: number) => (names.length ? `: ${names.join(', ')}${total > names.length ? ', …' : ''}` : '');

/** What the preview found: counts, new customers and projects by name, and the rows left out with why. */
function PreviewSummary({ summary }: { summary: TimeImportSummary }) {
  return (
    <Stack gap="xs" role="region" aria-label="Preview">
      <Text size="sm">{`${timeImportTools[summary.tool]} export${summary.dateFormat ? `, dates read as ${summary.dateFormat}` : ''}, times in ${summary.zone}`}</Text>
      <List size="sm" spacing={2}>
        <List.Item>{`${count(summary.entries, 'entry', 'entries')} to import`}</List.Item>
        <List.Item>{`${count(summary.alreadyImported, 'entry', 'entries')} already imported`}</List.Item>
        <List.Item>{`${count(summary.newCustomers, 'new customer', 'new customers')}${named(summary.newCustomerNames, summary.newCustomers)}`}</List.Item>
        <List.Item>{`${count(summary.newProjects, 'new project', 'new projects')}${named(summary.newProjectNames, summary.newProjects)}`}</List.Item>
      </List>
      {summary.problemCount > 0 ? (
        <Alert color="orange" title={`${count(summary.problemCount, 'row', 'rows')} with problems, left out`}>
          <List size="sm" spacing={2}>
            {summary.problems.map((p) => (
              <List.Item key={p.row}>{`Row ${p.row}: ${p.message}`}</List.Item>
            ))}
          </List>
          {summary.problemCount > summary.problems.length ? <Text size="sm">…</Text> : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Time entries from a Toggl Track, Clockify or Harvest CSV export: choose the file and its zone, preview, import. */
export function TimeImportModal({ onClose }: { onClose: () => void }) {
  const home = useHomeZone();
  const [file, setFile] = useState<File | null>(null);
  // The user's zone until another is chosen (the profile may still be loading when the dialog opens).
  const [chosenZone, setZone] = useState<string | null>(null);
  const zone = chosenZone ?? home;
  const preview = usePreviewTimeImport();
  const save = useImportTimeEntries();
  const summary = preview.data;
  // A preview is of one file in one zone: another choice needs another.
  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    preview.reset();
  };
  const runImport = () =>
    file &&
    save.mutate(
      { file, zone },
      {
        onSuccess: (result) => {
          notifySuccess(timeImportMessages.imported(result.entries));
          onClose();
        },
        onError: notifySaveFailed,
      },
    );

  return (
    <Modal opened onClose={onClose} title={timeImportMessages.action} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {`Export a detailed report as CSV from Toggl Track, Clockify or Harvest. The times in it carry no zone: choose the one they were recorded in. Harvest gives hours without times: a day's entries follow each other from ${HARVEST_DAY_START}. A row imported before is not imported again.`}
        </Text>
        <FileInput label="CSV export" placeholder={timeImportMessages.chooseFile} accept=".csv,text/csv" clearable leftSection={<IconFileTypeCsv size={16} />} value={file} onChange={change(setFile)} />
        <Select label="Time zone of the file's times" searchable allowDeselect={false} data={zones.includes(zone) ? zones : [zone, ...zones]} value={zone} onChange={change((z: string | null) => setZone(z))} />
        {preview.error ? <Alert color="red">{preview.error instanceof ApiError ? preview.error.message : messages.internalServerError}</Alert> : null}
        {summary ? <PreviewSummary summary={summary} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="light" disabled={!file} loading={preview.isPending} onClick={() => file && preview.mutate({ file, zone })}>
            Preview
          </Button>
          <Button disabled={!summary || summary.entries === 0} loading={save.isPending} onClick={runImport}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

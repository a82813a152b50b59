import '@mantine/dates/styles.css';
import { Button, Group, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useCustomerOptions, useProjectOptions } from '../../../lib/record-options.js';
import { exportUrl } from '../api/timecards-api.js';

/** Export for invoicing: any date range, optionally one customer or one project, as CSV or a PDF timesheet. */
export function ExportModal({ from, to, onClose }: { from: string; to: string; onClose: () => void }) {
  const [range, setRange] = useState<[string | null, string | null]>([from, to]);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const customers = useCustomerOptions();
  const projects = useProjectOptions(customerId);
  const [start, end] = range;
  const href = (format: 'csv' | 'pdf') =>
    start && end
      ? `${exportUrl(format, start, end)}${customerId ? `&customerId=${customerId}` : ''}${projectId ? `&projectId=${projectId}` : ''}`
      : undefined;
  return (
    <Modal opened onClose={onClose} title="Export timecards">
      <Stack>
        <DatePickerInput type="range" label="Dates" valueFormat="MM/DD/YYYY" value={range} onChange={setRange} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Customer" clearable searchable data={customers.data ?? []} value={customerId} onChange={(id) => { setCustomerId(id); setProjectId(null); }} />
          <Select label="Project" clearable searchable data={projects.data ?? []} value={projectId} onChange={setProjectId} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button component="a" href={href('csv')} disabled={!href('csv')} variant="light">
            Download CSV
          </Button>
          <Button component="a" href={href('pdf')} target="_blank" disabled={!href('pdf')}>
            PDF timesheet
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

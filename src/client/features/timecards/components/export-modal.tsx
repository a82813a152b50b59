import '@mantine/dates/styles.css';
import { Button, Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useCustomerOptions, useProjectOptions } from '../../../lib/record-options.js';
import { exportUrl } from '../api/export-url.js';

type Period = 'week' | 'month' | 'dates';
type Range = [string | null, string | null];

interface ExportModalProps {
  /** The week on screen (first and last day). */
  week: { from: string; to: string };
  onClose: () => void;
}

/** The month most of the week falls in. */
function monthOf(week: ExportModalProps['week']): Range {
  const middle = Temporal.PlainDate.from(week.from).add({ days: 3 });
  return [middle.with({ day: 1 }).toString(), middle.with({ day: middle.daysInMonth }).toString()];
}

/** Exports for invoicing: this week, its month or any dates, optionally one customer or project; CSV or a PDF timesheet. */
export function ExportModal({ week, onClose }: ExportModalProps) {
  const periodLabel = useId();
  const [period, setPeriod] = useState<Period>('week');
  const [range, setRange] = useState<Range>([week.from, week.to]);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const customers = useCustomerOptions();
  const projects = useProjectOptions(customerId);
  const [from, to] = range;
  const href = (format: 'csv' | 'pdf') => (from && to ? exportUrl(format, { from, to, customerId, projectId }) : undefined);

  const choose = (value: string) => {
    const next = value as Period;
    setPeriod(next);
    if (next === 'week') setRange([week.from, week.to]);
    if (next === 'month') setRange(monthOf(week));
  };

  return (
    <Modal opened onClose={onClose} title="Export timecards">
      <Stack>
        <Stack gap={4}>
          <Text id={periodLabel} size="sm" fw={500}>
            Period
          </Text>
          <SegmentedControl
            aria-labelledby={periodLabel}
            value={period}
            onChange={choose}
            data={[
              { value: 'week', label: 'This week' },
              { value: 'month', label: 'This month' },
              { value: 'dates', label: 'Dates' },
            ]}
          />
        </Stack>
        <DatePickerInput
          type="range"
          label="Dates"
          valueFormat="MM/DD/YYYY"
          allowSingleDateInRange
          value={range}
          onChange={(picked) => {
            setRange(picked);
            setPeriod('dates');
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Customer"
            placeholder="All customers"
            clearable
            searchable
            data={customers.data ?? []}
            value={customerId}
            onChange={(id) => {
              setCustomerId(id);
              setProjectId(null);
            }}
          />
          <Select label="Project" placeholder="All projects" clearable searchable data={projects.data ?? []} value={projectId} onChange={setProjectId} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          The CSV has one row per entry with local and UTC times and decimal hours; the PDF is a timesheet with totals per day and project, ready to sign.
        </Text>
        <Group justify="flex-end">
          <Button component="a" href={href('csv')} download data-disabled={!href('csv') || undefined} variant="default" leftSection={<IconDownload size={16} />}>
            Download CSV
          </Button>
          <Button component="a" href={href('pdf')} download data-disabled={!href('pdf') || undefined} leftSection={<IconDownload size={16} />}>
            Download PDF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

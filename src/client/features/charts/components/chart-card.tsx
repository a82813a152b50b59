import { Button, Group, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toCsv } from '../../../lib/csv.js';
import { downloadBlob } from '../../../lib/download.js';
import { chartPng, type LegendEntry } from '../utils/chart-png.js';
import type { ChartTable } from '../utils/chart-tables.js';

interface ChartCardProps {
  title: string;
  /** A line under the title (what the figures are, what is left out). */
  description?: ReactNode;
  table: ChartTable;
  /** Said instead of the chart and table when there are no rows. */
  emptyText: string;
  /** Download names start with it: '<fileName>.csv', '<fileName>.png'. */
  fileName: string;
  /** The chart's series, drawn under the chart in the PNG (the legend on screen is outside the SVG). */
  legend: readonly LegendEntry[];
  /** False when the chart draws nothing though the table has rows. */
  hasChart?: boolean;
  /** The chart itself. */
  children: ReactNode;
}

/** The chart's SVG once drawn: a chart measures its box before it draws, a frame or two after showing. */
async function drawnSvg(container: HTMLElement | null): Promise<SVGSVGElement | null> {
  for (let frame = 0; frame < 120; frame += 1) {
    const svg = container?.querySelector<SVGSVGElement>('svg.recharts-surface');
    if (svg && svg.getBoundingClientRect().width > 0) return svg;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return null;
}

function FiguresTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <Table.ScrollContainer minWidth={table.columns.length * 110}>
      <Table striped aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c) => (
              <Table.Th key={c.header} ta={c.numeric ? 'right' : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, r) => (
            // Rows have no id of their own; their order is the API's and only changes with the data.
            <Table.Tr key={r}>
              {row.map((cell, i) => (
                <Table.Td key={table.columns[i]?.header ?? i} ta={table.columns[i]?.numeric ? 'right' : undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One chart with its heading, a 'Chart' / 'Table' switch, and its figures as CSV and the chart as PNG. */
export function ChartCard({ title, description, table, emptyText, fileName, legend, hasChart = true, children }: ChartCardProps) {
  const headingId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [drawing, setDrawing] = useState(false);
  const empty = table.rows.length === 0;

  const downloadCsv = () => downloadBlob(new Blob([toCsv(table.csv)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  const downloadPng = async () => {
    // The PNG is of the chart: shown first when the table is.
    if (view !== 'chart') flushSync(() => setView('chart'));
    setDrawing(true);
    try {
      const svg = await drawnSvg(chartRef.current);
      if (!svg) throw new Error('The chart could not be drawn.');
      downloadBlob(await chartPng(svg, title, legend), `${fileName}.png`);
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <Tabs value={view} onChange={(value) => setView(value === 'table' ? 'table' : 'chart')} keepMounted={false} variant="pills">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            {empty ? null : (
              <Group gap="xs" wrap="wrap">
                <Tabs.List aria-label={`${title}: view`}>
                  <Tabs.Tab value="chart">Chart</Tabs.Tab>
                  <Tabs.Tab value="table">Table</Tabs.Tab>
                </Tabs.List>
                <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} aria-label={`Download CSV of ${title}`} onClick={downloadCsv}>
                  CSV
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                  aria-label={`Download PNG of ${title}`}
                  onClick={() => void downloadPng()}
                  loading={drawing}
                  disabled={!hasChart}
                >
                  PNG
                </Button>
              </Group>
            )}
          </Group>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
          {empty ? (
            <Text c="dimmed" size="sm">
              {emptyText}
            </Text>
          ) : (
            <>
              <Tabs.Panel value="chart">
                <div ref={chartRef}>{children}</div>
              </Tabs.Panel>
              <Tabs.Panel value="table">
                <FiguresTable title={title} table={table} />
              </Tabs.Panel>
            </>
          )}
        </Stack>
      </Tabs>
    </Paper>
  );
}

import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Text } from '@mantine/core';
import type { Charts } from '../../../../shared/charts.js';
import { currencyDigits, formatMoney } from '../../../../shared/money.js';
import { formatDate } from '../../../lib/format.js';
import { budgetTable, formatHours, formatMiles, formatMonth, hoursTable, isComparable, milesTable, spendTable, tripsTable } from '../utils/chart-tables.js';
import { ChartCard } from './chart-card.js';

// Red and green are kept for errors and success.
const HUES = ['blue', 'orange', 'teal', 'grape', 'yellow', 'cyan', 'pink', 'lime', 'indigo', 'violet'] as const;
const hueAt = (i: number) => HUES[i % HUES.length] ?? 'blue';
const colorAt = (i: number) => `${hueAt(i)}.5`;
// Drawn at once: a PNG taken during the bars' entry animation would show them half grown.
const common = { h: 280, tickLine: 'none', withLegend: true, barProps: { isAnimationActive: false } } as const;
const legendOf = (series: readonly BarChartSeries[]) => series.map((s) => ({ label: s.label ?? s.name, color: s.color ?? 'blue.5' }));

interface CardProps {
  charts: Charts;
  /** Download names end with the range: '-2025-07-01-to-2026-06-17'. */
  suffix: string;
}

/** Labor and travel as two bars a week, each stacked by project. */
export function HoursPerWeekCard({ charts, suffix }: CardProps) {
  const rows = charts.hoursPerWeek;
  // By id: two projects may read alike; 'No project' has none.
  const keyOf = (r: (typeof rows)[number]) => r.projectId ?? '';
  const projects = [...new Map(rows.map((r) => [keyOf(r), r.project])).entries()];
  const has = (type: 'labor' | 'travel', key: string) => rows.some((r) => keyOf(r) === key && r[type] > 0);
  const series: BarChartSeries[] = projects.flatMap(([key, project], i) => [
    ...(has('labor', key) ? [{ name: `p${i}labor`, label: `${project} · labor`, color: `${hueAt(i)}.4`, stackId: 'labor' }] : []),
    ...(has('travel', key) ? [{ name: `p${i}travel`, label: `${project} · travel`, color: `${hueAt(i)}.8`, stackId: 'travel' }] : []),
  ]);
  const index = new Map(projects.map(([key], i) => [key, i]));
  const data = [...new Set(rows.map((r) => r.weekStart))].map((week) => {
    const point: Record<string, string | number> = { week: formatDate(week) };
    for (const r of rows.filter((row) => row.weekStart === week)) {
      const i = index.get(keyOf(r)) ?? 0;
      point[`p${i}labor`] = r.labor;
      point[`p${i}travel`] = r.travel;
    }
    return point;
  });
  return (
    <ChartCard
      title="Hours per week"
      description="By project: the left bar of a week is labor, the right one travel."
      table={hoursTable(rows)}
      emptyText="No timecards in these dates."
      fileName={`hours-per-week${suffix}`}
      legend={legendOf(series)}
    >
      <BarChart {...common} data={data} dataKey="week" series={series} valueFormatter={(v) => `${formatHours(v)} h`} yAxisProps={{ width: 48, tickFormatter: (v: number) => `${v} h` }} />
    </ChartCard>
  );
}

/** Receipts converted into the home currency, stacked by receipt type. */
export function SpendPerMonthCard({ charts, suffix }: CardProps) {
  const home = charts.homeCurrency;
  const rows = charts.spendPerMonth;
  const unit = 10 ** currencyDigits(home);
  const types = [...new Set(rows.map((r) => r.receiptType))];
  const series = types.map((type, i) => ({ name: `t${i}`, label: type, color: colorAt(i) }));
  const data = [...new Set(rows.map((r) => r.month))].map((month) => {
    // Summed in minor units (one row per currency), then made decimal once.
    const minor = new Map<string, number>();
    for (const r of rows.filter((row) => row.month === month)) {
      const key = `t${types.indexOf(r.receiptType)}`;
      minor.set(key, (minor.get(key) ?? 0) + r.homeMinor);
    }
    return { month: formatMonth(month), ...Object.fromEntries([...minor].map(([key, sum]) => [key, sum / unit])) };
  });
  const unconverted = rows.reduce((sum, r) => sum + r.unconverted, 0);
  const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: home, notation: 'compact' });
  return (
    <ChartCard
      title="Spend per month"
      description={
        <>
          By receipt type, converted into {home}.
          {unconverted > 0 ? ` ${unconverted} ${unconverted === 1 ? 'receipt is' : 'receipts are'} not converted yet and left out of the chart.` : ''}
        </>
      }
      table={spendTable(rows, home)}
      emptyText="No receipts in these dates."
      fileName={`spend-per-month${suffix}`}
      legend={legendOf(series)}
    >
      <BarChart
        {...common}
        type="stacked"
        data={data}
        dataKey="month"
        series={series}
        valueFormatter={(v) => formatMoney(Math.round(v * unit), home)}
        yAxisProps={{ width: 64, tickFormatter: (v: number) => compact.format(v) }}
      />
    </ChartCard>
  );
}

/** Each project's budget beside what it has spent, where the two are in the same currency. */
export function BudgetsCard({ charts, suffix }: CardProps) {
  const home = charts.homeCurrency;
  const unit = 10 ** currencyDigits(home);
  const comparable = charts.budgets.filter((r) => isComparable(r, home));
  const others = charts.budgets.filter((r) => !isComparable(r, home));
  const series = [
    { name: 'Budget', color: 'blue.5' },
    { name: 'Spent', color: 'orange.5' },
  ];
  const data = comparable.map((r) => ({ project: r.project, Budget: r.budgetMinor / unit, Spent: r.spentMinor / unit }));
  const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: home, notation: 'compact' });
  return (
    <ChartCard
      title="Budget and spent"
      description={
        <>
          Per project, all time; spent in {home}.
          {others.length > 0 ? ` Not comparable (budget in another currency): ${others.map((r) => `${r.project} (${r.budgetCurrency})`).join(', ')}.` : ''}
        </>
      }
      table={budgetTable(charts.budgets, home)}
      emptyText="No projects with a budget."
      fileName={`budget-and-spent${suffix}`}
      legend={legendOf(series)}
      hasChart={comparable.length > 0}
    >
      {comparable.length > 0 ? (
        <BarChart
          {...common}
          data={data}
          dataKey="project"
          series={series}
          valueFormatter={(v) => formatMoney(Math.round(v * unit), home)}
          yAxisProps={{ width: 64, tickFormatter: (v: number) => compact.format(v) }}
        />
      ) : (
        <Text c="dimmed" size="sm">
          No budget in {home} to compare with.
        </Text>
      )}
    </ChartCard>
  );
}

/** Trips started and their nights, by month. */
export function TripsPerMonthCard({ charts, suffix }: CardProps) {
  const series = [
    { name: 'Trips', color: 'blue.5' },
    { name: 'Nights', color: 'orange.5' },
  ];
  const data = charts.tripsPerMonth.map((r) => ({ month: formatMonth(r.month), Trips: r.trips, Nights: r.nights }));
  return (
    <ChartCard
      title="Trips and nights per month"
      description="By the month a trip starts."
      table={tripsTable(charts.tripsPerMonth)}
      emptyText="No trips in these dates."
      fileName={`trips-per-month${suffix}`}
      legend={legendOf(series)}
    >
      <BarChart {...common} data={data} dataKey="month" series={series} yAxisProps={{ width: 40, allowDecimals: false }} />
    </ChartCard>
  );
}

/** Great-circle miles of the flights, by the year they depart. */
export function MilesPerYearCard({ charts, suffix }: CardProps) {
  const series = [{ name: 'Miles', color: 'blue.5' }];
  const data = charts.milesPerYear.map((r) => ({ year: String(r.year), Miles: r.miles }));
  return (
    <ChartCard
      title="Miles flown per year"
      description="Great-circle miles between the airports of each flight."
      table={milesTable(charts.milesPerYear)}
      emptyText="No flights in these dates."
      fileName={`miles-per-year${suffix}`}
      legend={legendOf(series)}
    >
      <BarChart {...common} data={data} dataKey="year" series={series} valueFormatter={formatMiles} yAxisProps={{ width: 64 }} />
    </ChartCard>
  );
}

import type { Charts } from '../../../../shared/charts.js';
import { formatMoney, fromMinorUnits } from '../../../../shared/money.js';
import { formatDate } from '../../../lib/format.js';

type Cell = string | number;

interface Column<Row> {
  header: string;
  /** The table's text; a column without one is in the CSV only. */
  text?: (row: Row) => string;
  /** The CSV's value, plain (ISO dates, decimal amounts without symbols); the table's text when absent. */
  csv?: (row: Row) => Cell;
  numeric?: boolean;
}

/** A chart's figures as its table shows them, and as its CSV holds them (header first). */
export interface ChartTable {
  columns: { header: string; numeric: boolean }[];
  rows: string[][];
  csv: Cell[][];
}

function buildTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): ChartTable {
  const shown = columns.filter((c) => c.text);
  return {
    columns: shown.map((c) => ({ header: c.header, numeric: c.numeric ?? false })),
    rows: rows.map((row) => shown.map((c) => c.text?.(row) ?? '')),
    csv: [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => (c.csv ?? c.text)?.(row) ?? ''))],
  };
}

/** Decimal hours as the exports write them: '8.50'. */
export const formatHours = (hours: number) => hours.toFixed(2);
/** '2026-03' as '03/2026', the month of the spec's MM/DD/YYYY. */
export const formatMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Miles as 0,0. */
export const formatMiles = (miles: number) => wholeNumber.format(miles);

type HoursRow = Charts['hoursPerWeek'][number];
export const hoursTable = (rows: readonly HoursRow[]) =>
  buildTable(rows, [
    { header: 'Week of', text: (r) => formatDate(r.weekStart), csv: (r) => r.weekStart },
    { header: 'Project', text: (r) => r.project },
    { header: 'Labor (h)', text: (r) => formatHours(r.labor), numeric: true },
    { header: 'Travel (h)', text: (r) => formatHours(r.travel), numeric: true },
    { header: 'Total (h)', text: (r) => formatHours(r.labor + r.travel), numeric: true },
  ]);

type SpendRow = Charts['spendPerMonth'][number];
export const spendTable = (rows: readonly SpendRow[], home: string) =>
  buildTable(rows, [
    { header: 'Month', text: (r) => formatMonth(r.month), csv: (r) => r.month },
    { header: 'Receipt type', text: (r) => r.receiptType },
    { header: 'Currency', text: (r) => r.currency },
    { header: 'Amount', text: (r) => formatMoney(r.amountMinor, r.currency), csv: (r) => fromMinorUnits(r.amountMinor, r.currency), numeric: true },
    { header: `In ${home}`, text: (r) => formatMoney(r.homeMinor, home), csv: (r) => fromMinorUnits(r.homeMinor, home), numeric: true },
    { header: 'Not converted', text: (r) => String(r.unconverted), numeric: true },
  ]);

type BudgetRow = Charts['budgets'][number];
/** Spent is in the home currency: only a budget in the same currency compares with it. */
export const isComparable = (row: BudgetRow, home: string) => row.budgetCurrency === home;
const used = (r: BudgetRow, home: string) => {
  if (!isComparable(r, home)) return `Not comparable (budget in ${r.budgetCurrency})`;
  return r.budgetMinor > 0 ? `${Math.round((r.spentMinor / r.budgetMinor) * 100)}%` : '–';
};
export const budgetTable = (rows: readonly BudgetRow[], home: string) =>
  buildTable(rows, [
    { header: 'Project', text: (r) => r.project },
    { header: 'Budget', text: (r) => formatMoney(r.budgetMinor, r.budgetCurrency), csv: (r) => fromMinorUnits(r.budgetMinor, r.budgetCurrency), numeric: true },
    { header: 'Budget currency', csv: (r) => r.budgetCurrency },
    { header: `Spent (${home})`, text: (r) => formatMoney(r.spentMinor, home), csv: (r) => fromMinorUnits(r.spentMinor, home), numeric: true },
    { header: 'Used', text: (r) => used(r, home), numeric: true },
  ]);

type TripsRow = Charts['tripsPerMonth'][number];
export const tripsTable = (rows: readonly TripsRow[]) =>
  buildTable(rows, [
    { header: 'Month', text: (r) => formatMonth(r.month), csv: (r) => r.month },
    { header: 'Trips', text: (r) => String(r.trips), numeric: true },
    { header: 'Nights', text: (r) => String(r.nights), numeric: true },
  ]);

type MilesRow = Charts['milesPerYear'][number];
export const milesTable = (rows: readonly MilesRow[]) =>
  buildTable(rows, [
    { header: 'Year', text: (r) => String(r.year) },
    { header: 'Flights', text: (r) => String(r.flights), numeric: true },
    { header: 'Miles', text: (r) => formatMiles(r.miles), csv: (r) => Math.round(r.miles), numeric: true },
  ]);

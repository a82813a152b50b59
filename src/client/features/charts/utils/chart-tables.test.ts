import { describe, expect, it } from 'vitest';
import { buildCharts } from '../testing/fixtures.js';
import { budgetTable, hoursTable, milesTable, spendTable, tripsTable } from './chart-tables.js';

const charts = buildCharts();

describe('chart tables', () => {
  it('shows hours with two decimals and weeks as MM/DD/YYYY; the CSV keeps ISO dates', () => {
    const table = hoursTable(charts.hoursPerWeek);
    expect(table.columns.map((c) => c.header)).toEqual(['Week of', 'Project', 'Labor (h)', 'Travel (h)', 'Total (h)']);
    expect(table.rows[1]).toEqual(['03/02/2026', 'P-7 Audit', '8.25', '1.50', '9.75']);
    expect(table.csv[2]).toEqual(['2026-03-02', 'P-7 Audit', '8.25', '1.50', '9.75']);
  });

  it('shows money as $0,0.00 in its own currency and in the home one; the CSV has plain amounts', () => {
    const table = spendTable(charts.spendPerMonth, 'USD');
    expect(table.columns.map((c) => c.header)).toEqual(['Month', 'Receipt type', 'Currency', 'Amount', 'In USD', 'Not converted']);
    expect(table.rows[0]).toEqual(['03/2026', 'Lodging', 'EUR', '€450.00', '$488.70', '1']);
    expect(table.rows[1]).toEqual(['03/2026', 'Meals', 'USD', '$1,234.56', '$1,234.56', '0']);
    expect(table.csv[2]).toEqual(['2026-03', 'Meals', 'USD', '1234.56', '1234.56', '0']);
  });

  it('compares a budget with spent only in the home currency', () => {
    const table = budgetTable(charts.budgets, 'USD');
    expect(table.rows).toEqual([
      ['P-7 Audit', '$5,000.00', '$1,250.00', '25%'],
      ['Q-2 Rollout', '€9,000.00', '$42.50', 'Not comparable (budget in EUR)'],
    ]);
    expect(table.csv[0]).toEqual(['Project', 'Budget', 'Budget currency', 'Spent (USD)', 'Used']);
    expect(table.csv[2]).toEqual(['Q-2 Rollout', '9000.00', 'EUR', '42.50', 'Not comparable (budget in EUR)']);
  });

  it('shows trips by month and miles as 0,0', () => {
    expect(tripsTable(charts.tripsPerMonth).rows).toEqual([['03/2026', '2', '9']]);
    expect(milesTable(charts.milesPerYear).rows).toEqual([['2026', '3', '10,234']]);
    expect(milesTable(charts.milesPerYear).csv).toEqual([['Year', 'Flights', 'Miles'], ['2026', '3', 10234]]);
  });
});

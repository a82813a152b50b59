import type { Charts } from '../../../../shared/charts.js';

export const PROJECT_ID = '7b0c1f0e-3a52-4a8e-9d51-8f7c2b1e6a01';
export const OTHER_PROJECT_ID = '7b0c1f0e-3a52-4a8e-9d51-8f7c2b1e6a02';

/** The API's answer for a range: a month of figures in every chart, with `overrides` on top. */
export function buildCharts(overrides: Partial<Charts> = {}): Charts {
  return {
    from: '2026-03-01',
    to: '2026-03-31',
    homeCurrency: 'USD',
    hoursPerWeek: [
      { weekStart: '2026-03-02', projectId: null, project: 'No project', labor: 0, travel: 2 },
      { weekStart: '2026-03-02', projectId: PROJECT_ID, project: 'P-7 Audit', labor: 8.25, travel: 1.5 },
      { weekStart: '2026-03-09', projectId: PROJECT_ID, project: 'P-7 Audit', labor: 37.5, travel: 0 },
    ],
    spendPerMonth: [
      { month: '2026-03', receiptType: 'Lodging', currency: 'EUR', amountMinor: 45000, homeMinor: 48870, unconverted: 1 },
      { month: '2026-03', receiptType: 'Meals', currency: 'USD', amountMinor: 123456, homeMinor: 123456, unconverted: 0 },
    ],
    budgets: [
      { projectId: PROJECT_ID, project: 'P-7 Audit', budgetMinor: 500000, budgetCurrency: 'USD', spentMinor: 125000 },
      { projectId: OTHER_PROJECT_ID, project: 'Q-2 Rollout', budgetMinor: 900000, budgetCurrency: 'EUR', spentMinor: 4250 },
    ],
    tripsPerMonth: [{ month: '2026-03', trips: 2, nights: 9 }],
    milesPerYear: [{ year: 2026, flights: 3, miles: 10234 }],
    ...overrides,
  };
}

import { timecardsApi } from './timecards-api.js';

export interface ExportQuery {
  from: string;
  to: string;
  customerId?: string | null;
  projectId?: string | null;
}

/** Where a CSV or PDF timesheet for `query` downloads from; a plain link, so the browser does the download. */
export function exportUrl(format: 'csv' | 'pdf', { from, to, customerId, projectId }: ExportQuery): string {
  const params = new URLSearchParams({ from, to });
  if (customerId) params.set('customerId', customerId);
  if (projectId) params.set('projectId', projectId);
  return `${timecardsApi.base}/export.${format}?${params.toString()}`;
}

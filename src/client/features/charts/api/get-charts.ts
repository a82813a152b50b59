import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ChartsSchema, type ChartsQuery } from '../../../../shared/charts.js';
import { apiRequest } from '../../../lib/api-client.js';

const base = '/api/v1/charts';

/** Every chart's figures for the local dates [from, to]. */
export function getCharts({ from, to }: ChartsQuery) {
  return apiRequest(`${base}?${new URLSearchParams({ from, to }).toString()}`, { schema: ChartsSchema });
}

export const chartsQueryOptions = (range: ChartsQuery) =>
  queryOptions({ queryKey: ['charts', range.from, range.to], queryFn: () => getCharts(range) });

/** The figures; the previous range's stay on screen while a new range loads. */
export function useCharts(range: ChartsQuery) {
  return useQuery({ ...chartsQueryOptions(range), placeholderData: keepPreviousData });
}

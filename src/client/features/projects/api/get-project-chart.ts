import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectChartSchema } from '../../../../shared/projects.js';
import { apiRequest } from '../../../lib/api-client.js';
import { projectsApi } from './projects-api.js';

/** Hours per week (labor, travel) and spending against the budget of one project. */
export function getProjectChart(id: string) {
  return apiRequest(`${projectsApi.base}/${encodeURIComponent(id)}/chart`, { schema: ProjectChartSchema });
}

// Under the project's own key, so saving or deleting the project refreshes the chart too.
export const projectChartQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...projectsApi.keys.one(id), 'chart'], queryFn: () => getProjectChart(id) });

export function useProjectChart(id: string) {
  return useQuery(projectChartQueryOptions(id));
}

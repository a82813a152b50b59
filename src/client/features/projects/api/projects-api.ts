import { useQuery } from '@tanstack/react-query';
import { ProjectChartSchema, ProjectPageSchema, ProjectSchema } from '../../../../shared/projects.js';
import { apiRequest } from '../../../lib/api-client.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/projects`. */
export const projectsApi = recordApi('projects', { record: ProjectSchema, page: ProjectPageSchema });

/** Hours per week (labor, travel) and spending against the budget. */
export function useProjectChart(id: string) {
  return useQuery({
    queryKey: [...projectsApi.keys.one(id), 'chart'],
    queryFn: () => apiRequest(`${projectsApi.base}/${encodeURIComponent(id)}/chart`, { schema: ProjectChartSchema }),
  });
}

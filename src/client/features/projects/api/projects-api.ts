import { ProjectPageSchema, ProjectSchema } from '../../../../shared/projects.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/projects`. */
export const projectsApi = recordApi('projects', { record: ProjectSchema, page: ProjectPageSchema });

import { AssignmentPageSchema, AssignmentSchema } from '../../../../shared/assignments.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/assignments`. */
export const assignmentsApi = recordApi('assignments', { record: AssignmentSchema, page: AssignmentPageSchema });

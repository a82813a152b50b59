import { TaskInputSchema, TaskListQuerySchema, TaskPageSchema, TaskPatchSchema, TaskSchema } from '../../../shared/tasks.js';
import type { AppDeps } from '../../app.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import * as tasks from './tasks.service.js';

/** `/api/v1/tasks`: things to do, by when they are due, about a trip, project, assignment or customer. */
export const taskRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'task',
    tag: 'Tasks',
    schemas: { listQuery: TaskListQuerySchema, input: TaskInputSchema, patch: TaskPatchSchema, record: TaskSchema, page: TaskPageSchema },
    list: tasks.listTasks,
    get: tasks.getTask,
    create: tasks.createTask,
    update: tasks.updateTask,
  });

import { createRoute, z } from '@hono/zod-openapi';
import { messages } from '../../../shared/messages.js';
import {
  ProjectChartSchema,
  ProjectInputSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  ProjectPatchSchema,
  ProjectSchema,
} from '../../../shared/projects.js';
import type { AppDeps } from '../../app.js';
import { currentUser } from '../../http/context.js';
import { json, signedIn, signedInFailures } from '../../http/openapi.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import * as projects from './projects.service.js';

/** `/api/v1/projects`, with the project chart. */
export const projectRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'project',
    tag: 'Projects',
    schemas: {
      listQuery: ProjectListQuerySchema,
      input: ProjectInputSchema,
      patch: ProjectPatchSchema,
      record: ProjectSchema,
      page: ProjectPageSchema,
    },
    list: projects.listProjects,
    get: projects.getProject,
    create: projects.createProject,
    update: projects.updateProject,
    beforeDelete: projects.beforeDeleteProjects,
    routes(router) {
      router.openapi(
        createRoute({
          method: 'get',
          path: '/{id}/chart',
          tags: ['Projects'],
          ...signedIn,
          summary: 'Hours per week (labor, travel) and spending against the budget',
          request: { params: z.object({ id: z.uuid({ error: messages.notFound('Project') }) }) },
          responses: {
            200: { description: 'Chart data', ...json(ProjectChartSchema) },
            ...signedInFailures,
          },
        }),
        async (c) => c.json(await projects.projectChart(deps.database.db, currentUser(c).id, c.req.valid('param').id), 200),
      );
    },
  });

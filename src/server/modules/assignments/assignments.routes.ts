import { createRoute, z } from '@hono/zod-openapi';
import {
  AssignmentInputSchema,
  AssignmentListItemSchema,
  AssignmentListQuerySchema,
  AssignmentPageSchema,
  AssignmentPatchSchema,
  AssignmentSchema,
} from '../../../shared/assignments.js';
import type { AppDeps } from '../../app.js';
import { currentUser } from '../../http/context.js';
import { json, signedIn, signedInFailures } from '../../http/openapi.js';
import { recordRoutes } from '../record-parts/record-routes.js';
import * as assignments from './assignments.service.js';

/** `/api/v1/assignments`, with the upcoming ones. */
export const assignmentRoutes = (deps: AppDeps) =>
  recordRoutes(deps, {
    recordType: 'assignment',
    tag: 'Assignments',
    schemas: {
      listQuery: AssignmentListQuerySchema,
      input: AssignmentInputSchema,
      patch: AssignmentPatchSchema,
      record: AssignmentSchema,
      page: AssignmentPageSchema,
    },
    list: assignments.listAssignments,
    get: assignments.getAssignment,
    create: assignments.createAssignment,
    update: assignments.updateAssignment,
    beforeDelete: assignments.beforeDeleteAssignments,
    routes(router) {
      router.openapi(
        createRoute({
          method: 'get',
          path: '/upcoming',
          tags: ['Assignments'],
          ...signedIn,
          summary: 'Assignments ahead (soonest first) and those running now',
          request: { query: z.object({ limit: z.coerce.number({ error: 'Numbers only' }).int().min(1).max(50).default(10) }) },
          responses: {
            200: { description: 'Upcoming', ...json(z.array(AssignmentListItemSchema)) },
            ...signedInFailures,
          },
        }),
        async (c) =>
          c.json(await assignments.upcomingAssignments(deps.database.db, currentUser(c).id, c.req.valid('query').limit), 200),
      );
    },
  });

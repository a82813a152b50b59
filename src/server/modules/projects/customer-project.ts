import { and, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema/projects.js';
import { AppError } from '../../errors.js';
import { ownedRecordIds } from '../record-parts/record-tables.js';

/**
 * For a record that names a customer and a project (an assignment, a trip): both must be the
 * user's own, and the project that customer's when both are given.
 */
export async function checkCustomerProject(tx: Db, userId: string, customerId: string | null, projectId: string | null) {
  if (customerId && !(await ownedRecordIds(tx, 'customer', userId, [customerId])).length) {
    throw new AppError('NOT_FOUND', messages.customerNotFound);
  }
  if (!projectId) return;
  const [project] = await tx
    .select({ customerId: projects.customerId })
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.id, projectId)));
  if (!project) throw new AppError('NOT_FOUND', messages.notFound('Project'));
  if (customerId && project.customerId && project.customerId !== customerId) {
    throw new AppError('VALIDATION_FAILED', messages.projectNotOfCustomer, [{ path: 'projectId', message: messages.projectNotOfCustomer }]);
  }
}

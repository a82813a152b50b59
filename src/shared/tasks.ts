import { z } from 'zod';
import { listQuerySchema, pageSchema } from './list.js';
import { messages } from './messages.js';
import { PropertiesSchema, TagsSchema } from './record-parts.js';
import { ZonedInputSchema, ZonedSchema } from './time.js';
import { requiredText } from './validation.js';

export const taskStatuses = ['open', 'done'] as const;
export const taskPriorities = ['low', 'normal', 'high'] as const;

const TaskFields = z.object({
  title: requiredText(300),
  /** When it is due, in the zone where it is due; null: no date. */
  due: ZonedInputSchema.nullable().optional(),
  status: z.enum(taskStatuses, { error: 'Status not valid' }).optional(),
  priority: z.enum(taskPriorities, { error: 'Priority not valid' }).optional(),
  tripId: z.uuid({ error: messages.notFound('Trip') }).nullable().optional(),
  projectId: z.uuid({ error: messages.notFound('Project') }).nullable().optional(),
  assignmentId: z.uuid({ error: messages.notFound('Assignment') }).nullable().optional(),
  customerId: z.uuid({ error: messages.customerNotFound }).nullable().optional(),
  tags: TagsSchema.optional(),
  properties: PropertiesSchema.optional(),
});
export const TaskInputSchema = TaskFields;
export const TaskPatchSchema = TaskFields.partial();
export type TaskInput = z.infer<typeof TaskInputSchema>;
export type TaskPatch = z.infer<typeof TaskPatchSchema>;

const named = z.object({ id: z.uuid(), name: z.string() });
export const TaskListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  due: ZonedSchema.nullable(),
  status: z.enum(taskStatuses),
  priority: z.enum(taskPriorities),
  doneAt: z.string().nullable(),
  /** What the task is about, each by its name as the lists show it. */
  trip: named.nullable(),
  project: named.nullable(),
  assignment: named.nullable(),
  customer: named.nullable(),
  updatedAt: z.string(),
});
export type TaskListItem = z.infer<typeof TaskListItemSchema>;

const pairs = z.array(z.object({ key: z.string(), value: z.string() }));
export const TaskSchema = TaskListItemSchema.extend({ tags: pairs, properties: pairs, createdAt: z.string() });
export type Task = z.infer<typeof TaskSchema>;

/**
 * The list: `due` (the default) is open tasks before done ones, each by when due (undated last);
 * `status` narrows to open or done; a trip, project, assignment or customer narrows to theirs;
 * `dueBefore` to tasks due before then (overdue and the coming days on the dashboard).
 */
export const TaskListQuerySchema = listQuerySchema(['due', 'title', 'priority', 'updatedAt'], 'due').extend({
  status: z.enum(taskStatuses, { error: 'Status not valid' }).optional(),
  tripId: z.uuid({ error: messages.notFound('Trip') }).optional(),
  projectId: z.uuid({ error: messages.notFound('Project') }).optional(),
  assignmentId: z.uuid({ error: messages.notFound('Assignment') }).optional(),
  customerId: z.uuid({ error: messages.customerNotFound }).optional(),
  dueBefore: z.iso.datetime({ offset: true, error: messages.dateNotValid }).optional(),
});
export const TaskPageSchema = pageSchema(TaskListItemSchema);

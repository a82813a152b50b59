import type { FormErrors } from '@mantine/form';
import { PropertiesSchema, TagsSchema } from '../../../../shared/record-parts.js';
import { TaskInputSchema, type Task, type taskPriorities, type taskStatuses } from '../../../../shared/tasks.js';
import { filledPairs, firstPairError, type Pair } from '../../../components/record-parts/pairs.js';
import type { ZonedValue } from '../../../components/zoned-field.js';
import { schemaErrors } from '../../../lib/form-errors.js';

/** What a task is about; a new task from a trip's or project's page starts linked to it. */
export interface TaskLinks {
  tripId?: string | null;
  projectId?: string | null;
  assignmentId?: string | null;
  customerId?: string | null;
}

export interface TaskValues {
  title: string;
  due: ZonedValue;
  priority: (typeof taskPriorities)[number];
  status: (typeof taskStatuses)[number];
  tripId: string | null;
  projectId: string | null;
  assignmentId: string | null;
  customerId: string | null;
  tags: Pair[];
  properties: Pair[];
}

/** The form's values for `task`, or for a new one due nowhere yet in the home zone. */
export const taskValuesOf = (home: string, links: TaskLinks, task?: Task): TaskValues => ({
  title: task?.title ?? '',
  due: task?.due ? { local: task.due.local, zone: task.due.zone } : { local: '', zone: home },
  priority: task?.priority ?? 'normal',
  status: task?.status ?? 'open',
  tripId: task ? (task.trip?.id ?? null) : (links.tripId ?? null),
  projectId: task ? (task.project?.id ?? null) : (links.projectId ?? null),
  assignmentId: task ? (task.assignment?.id ?? null) : (links.assignmentId ?? null),
  customerId: task ? (task.customer?.id ?? null) : (links.customerId ?? null),
  tags: task?.tags ?? [],
  properties: task?.properties ?? [],
});

/** What Save sends: no due date when none is picked. */
export const taskBodyOf = (v: TaskValues) => ({
  ...v,
  due: v.due.local ? v.due : null,
  tags: filledPairs(v.tags),
  properties: filledPairs(v.properties),
});

export const validateTask = (values: TaskValues): FormErrors => ({
  ...schemaErrors(TaskInputSchema, taskBodyOf(values)),
  tags: firstPairError(TagsSchema, values.tags),
  properties: firstPairError(PropertiesSchema, values.properties),
});

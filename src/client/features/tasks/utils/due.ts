import type { TaskListItem } from '../../../../shared/tasks.js';
import { formatZonedDateTime } from '../../../lib/format.js';

/** An open task whose due moment has passed (compared as instants, so each task's own zone counts). */
export const isOverdue = (task: Pick<TaskListItem, 'status' | 'due'>, now: number) =>
  task.status === 'open' && task.due !== null && Date.parse(task.due.at) < now;

/** 'MM/DD/YYYY HH:mm', naming the zone when it is not home; '' when not due. */
export const formatDue = (task: Pick<TaskListItem, 'due'>, home: string) => (task.due ? formatZonedDateTime(task.due, home) : '');

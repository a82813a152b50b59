import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Task } from '../../../../shared/tasks.js';
import { useAssignmentOptions, useCustomerOptions, useProjectOptions, useTripOptions } from '../../../lib/record-options.js';
import type { TaskValues } from './task-values.js';

type Option = { value: string; label: string };
/** The saved choice stays shown even when it is not among the first page of options. */
const withChosen = (options: readonly Option[], saved: { id: string; name: string } | null | undefined) =>
  saved && !options.some((o) => o.value === saved.id) ? [{ value: saved.id, label: saved.name }, ...options] : [...options];

/** What the task is about: a trip, a project (then one of its assignments), a customer; each optional. */
export function TaskLinkFields({ form, task }: { form: UseFormReturnType<TaskValues>; task: Task | undefined }) {
  const { projectId } = form.getValues();
  const trips = useTripOptions(null);
  const projects = useProjectOptions(null);
  const assignments = useAssignmentOptions({ projectId, customerId: null });
  const customers = useCustomerOptions();
  const common = { clearable: true, searchable: true, comboboxProps: { keepMounted: false } } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select label="Trip" placeholder="No trip" {...common} data={withChosen(trips.data ?? [], task?.trip)} {...form.getInputProps('tripId')} />
      <Select
        label="Project"
        placeholder="No project"
        {...common}
        data={withChosen(projects.data ?? [], task?.project)}
        {...form.getInputProps('projectId')}
        onChange={(id: string | null) => {
          form.setFieldValue('projectId', id);
          // Another project's assignments are not offered: one chosen before may not be this project's.
          if (id !== projectId) form.setFieldValue('assignmentId', null);
        }}
      />
      <Select
        label="Assignment"
        placeholder="No assignment"
        {...common}
        data={withChosen((assignments.data ?? []).map(({ value, label }) => ({ value, label })), task?.assignment)}
        {...form.getInputProps('assignmentId')}
      />
      <Select label="Customer" placeholder="No customer" {...common} data={withChosen(customers.data ?? [], task?.customer)} {...form.getInputProps('customerId')} />
    </SimpleGrid>
  );
}

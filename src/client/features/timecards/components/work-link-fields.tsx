import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Timecard } from '../../../../shared/timecards.js';
import { useAssignmentOptions, useCustomerOptions, useProjectOptions, useTripOptions } from '../../../lib/record-options.js';
import type { EditorValues } from '../utils/editor-values.js';
import { projectLabel } from '../utils/week-labels.js';

type Option = { value: string; label: string };

/** The chosen option stays choosable whatever the search found, so the field keeps showing it. */
const withChosen = (options: readonly Option[], chosen: Option | null) =>
  chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : [...options];

interface WorkLinkFieldsProps {
  form: UseFormReturnType<EditorValues>;
  entry?: Timecard | undefined;
}

/**
 * Customer, project, assignment and trip. The customer narrows the projects and the trips, and the
 * project the assignments; picking an assignment first fills in its project. Projects are searched
 * on the server, so every project is reachable however many there are.
 */
export function WorkLinkFields({ form, entry }: WorkLinkFieldsProps) {
  const { customerId, projectId, assignmentId, tripId } = form.getValues();
  const [chosenProject, setChosenProject] = useState<Option | null>(
    entry?.project ? { value: entry.project.id, label: projectLabel(entry.project, null) } : null,
  );
  const [search, setSearch] = useState(chosenProject?.label ?? '');
  // Showing the chosen project's name is not a search for it.
  const [typed] = useDebouncedValue(search === chosenProject?.label ? '' : search, 250);
  const customers = useCustomerOptions();
  const projects = useProjectOptions(customerId, typed);
  const assignments = useAssignmentOptions({ projectId, customerId });
  const trips = useTripOptions(customerId);
  const projectOptions = withChosen(projects.data ?? [], projectId ? chosenProject : null);
  const assignmentOptions = withChosen(assignments.data ?? [], entry?.assignment && entry.assignment.id === assignmentId ? { value: entry.assignment.id, label: entry.assignment.name } : null);

  const chooseProject = (option: Option | null) => {
    setChosenProject(option);
    form.setFieldValue('projectId', option?.value ?? null);
    const assignment = assignments.data?.find((a) => a.value === form.getValues().assignmentId);
    if (assignment?.project?.value !== option?.value) form.setFieldValue('assignmentId', null);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label="Customer"
        placeholder="Any customer"
        clearable
        searchable
        data={customers.data ?? []}
        value={customerId}
        error={form.errors.customerId}
        onChange={(id) => {
          form.setFieldValue('customerId', id);
          if (id) {
            chooseProject(null);
            // The trips offered are the new customer's; another customer's trip would not stay in view.
            form.setFieldValue('tripId', null);
          }
        }}
      />
      <Select
        label="Project"
        placeholder="Search projects"
        clearable
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server has already matched number, name and customer.
        filter={({ options }) => options}
        data={projectOptions}
        value={projectId}
        error={form.errors.projectId}
        onChange={(id, option) => chooseProject(id ? option : null)}
        nothingFoundMessage="No project found"
      />
      <Select
        label="Assignment"
        placeholder={projectId ? 'Assignments of the project' : 'Any assignment'}
        clearable
        searchable
        data={assignmentOptions}
        value={assignmentId}
        error={form.errors.assignmentId}
        onChange={(id) => {
          form.setFieldValue('assignmentId', id);
          const project = assignments.data?.find((a) => a.value === id)?.project;
          if (project && !form.getValues().projectId) {
            setChosenProject(project);
            form.setFieldValue('projectId', project.value);
          }
        }}
      />
      <Select
        label="Trip"
        placeholder={customerId ? "The customer's trips" : 'Any trip'}
        clearable
        searchable
        data={withChosen(trips.data ?? [], entry?.trip && entry.trip.id === tripId ? { value: entry.trip.id, label: entry.trip.title } : null)}
        value={tripId}
        error={form.errors.tripId}
        onChange={(id) => form.setFieldValue('tripId', id)}
      />
    </SimpleGrid>
  );
}

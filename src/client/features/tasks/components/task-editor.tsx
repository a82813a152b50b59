import { Alert, Modal, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useEffect, useId, useRef, type RefObject } from 'react';
import { messages } from '../../../../shared/messages.js';
import type { Task } from '../../../../shared/tasks.js';
import { confirmLeave } from '../../../components/confirm.js';
import { ModalEditorFooter } from '../../../components/modal-editor-footer.js';
import { DocumentsSection } from '../../../components/record-parts/documents-section.js';
import { NotesSection } from '../../../components/record-parts/notes-section.js';
import { pairsFieldError } from '../../../components/record-parts/pairs.js';
import { PropertiesEditor } from '../../../components/record-parts/properties-editor.js';
import { TagsEditor } from '../../../components/record-parts/tags-editor.js';
import { ZonedField } from '../../../components/zoned-field.js';
import { ApiError } from '../../../lib/api-error.js';
import { confirmDeleteRecord } from '../../../lib/delete-record.js';
import { showSubmitError } from '../../../lib/form-errors.js';
import { notifySuccess } from '../../../lib/notify.js';
import { useHomeZone, useProfile } from '../../../lib/profile.js';
import { tasksApi } from '../api/tasks-api.js';
import { TaskLinkFields } from './task-link-fields.js';
import { taskBodyOf, taskValuesOf, validateTask, type TaskLinks, type TaskValues } from './task-values.js';

// The zone list holds hundreds of options: typing the title must not redraw it.
const DueField = memo(ZonedField, (a, b) => a.value === b.value && a.error === b.error);

const priorityOptions = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
];
const statusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
];

interface TaskFormProps {
  task: Task | undefined;
  initial: TaskValues;
  onClose: () => void;
  /** Set to tell the dialog around whether there are changes to lose. */
  dirtyRef: RefObject<() => boolean>;
}

function TaskForm({ task, initial, onClose, dirtyRef }: TaskFormProps) {
  const formId = useId();
  const save = tasksApi.useSave();
  const remove = tasksApi.useDelete();
  const form = useForm<TaskValues>({ initialValues: initial, validate: validateTask });
  const values = form.getValues();
  const dueError = ['due.local', 'due.zone', 'due'].map((p) => form.errors[p]).find((e): e is string => typeof e === 'string');
  useEffect(() => {
    dirtyRef.current = () => form.isDirty();
  });
  const close = () => (form.isDirty() ? confirmLeave({ onLeave: onClose }) : onClose());
  const submit = form.onSubmit((submitted) =>
    save.mutate(
      { id: task?.id, body: taskBodyOf(submitted) },
      {
        onSuccess: () => {
          notifySuccess(messages.recordSaved);
          onClose();
        },
        onError: (error) => showSubmitError(form, error),
      },
    ),
  );
  const deleteTask = (id: string) => confirmDeleteRecord(() => remove.mutateAsync({ ids: [id] }), onClose);

  return (
    <Stack gap="md">
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <DueField label="Due" value={values.due} onChange={(due) => form.setFieldValue('due', due)} error={dueError} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Priority" data={priorityOptions} allowDeselect={false} {...form.getInputProps('priority')} />
            <Select label="Status" data={statusOptions} allowDeselect={false} {...form.getInputProps('status')} />
          </SimpleGrid>
          <TaskLinkFields form={form} task={task} />
          <TagsEditor value={values.tags} onChange={(tags) => form.setFieldValue('tags', tags)} error={pairsFieldError(form.errors, 'tags')} />
          <PropertiesEditor value={values.properties} onChange={(properties) => form.setFieldValue('properties', properties)} error={pairsFieldError(form.errors, 'properties')} />
        </Stack>
      </form>
      {task ? (
        <>
          <NotesSection area="tasks" recordId={task.id} />
          <DocumentsSection area="tasks" recordId={task.id} />
        </>
      ) : (
        <Text c="dimmed" size="sm">
          Notes and documents can be added once the task is saved.
        </Text>
      )}
      <ModalEditorFooter sticky formId={formId} saving={save.isPending} onCancel={close} onDelete={task ? () => deleteTask(task.id) : undefined} />
    </Stack>
  );
}

interface TaskEditorProps {
  /** The task to change; a new one when absent. */
  taskId?: string | undefined;
  /** What a new task is about (the trip or project whose page it is added on). */
  links?: TaskLinks;
  onClose: () => void;
}

/** Adds or changes a task in a dialog: title, when it is due (in its own zone), priority, status, what it is about. */
export function TaskEditor({ taskId, links = {}, onClose }: TaskEditorProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const profile = useProfile();
  const home = useHomeZone();
  const task = tasksApi.useRecord(taskId);
  const dirtyRef = useRef(() => false);
  const close = () => (dirtyRef.current() ? confirmLeave({ onLeave: onClose }) : onClose());

  let body;
  // A new task's due zone is the home zone: the form waits for the profile.
  if (profile.isPending || (taskId && task.isPending)) body = <Skeleton h={320} />;
  else if (taskId && !task.data) body = <Alert color="red">{task.error instanceof ApiError ? task.error.message : messages.notFound('Task')}</Alert>;
  else body = <TaskForm key={task.data?.id ?? 'new'} task={task.data} initial={taskValuesOf(home, links, task.data)} onClose={onClose} dirtyRef={dirtyRef} />;

  return (
    <Modal opened onClose={close} title={taskId ? 'Edit task' : 'Add task'} size="lg" fullScreen={phone}>
      {body}
    </Modal>
  );
}

import { Alert, Loader } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messages } from '../../shared/messages.js';
import { buildPath } from '../../shared/routes.js';
import { ApiError } from './api-error.js';
import { confirmDeleteWithLinked } from './delete-record.js';
import { showSubmitError } from './form-errors.js';
import { notifySuccess } from './notify.js';
import type { recordApi } from './record-api.js';

interface EditorOptions<R extends { id: string }, V extends Record<string, unknown>> {
  api: Pick<ReturnType<typeof recordApi<R, unknown>>, 'useRecord' | 'useSave' | 'useDelete'>;
  /** The form's values for a record, or for a new one. */
  valuesOf: (record?: R) => V;
  /** What Save sends. */
  bodyOf: (values: V) => unknown;
  validate: (values: V) => FormErrors;
  paths: { list: string; edit: string };
  deleteQuestion: string;
  /** The delete dialog's way out when timecards are linked, e.g. 'Keep project'. */
  keepLabel?: string;
  /** Other inputs of `valuesOf` (e.g. the home zone a new record defaults to). */
  deps?: unknown[];
  /** What else saving does once the record is saved (e.g. close the details' drawer). */
  afterSave?: (saved: R) => Promise<unknown>;
  /**
   * How a new record is saved when not by the api's save: as an outbox write (a receipt captured
   * with no network), the saved record or null when it waits on the device to be sent.
   */
  create?: { send: (values: V) => Promise<R | null>; pending: boolean };
}

/**
 * What every editor page does with its record: load it into a form (or start a new one at
 * `…/new`), save it ('Record saved', server field errors under their fields, a new record moves to
 * its own id), delete it (with the detach question when timecards are linked), and say when it
 * is missing or not the user's.
 */
export function useRecordEditor<R extends { id: string }, V extends Record<string, unknown>>(options: EditorOptions<R, V>) {
  const { api, valuesOf, bodyOf, validate, paths, deleteQuestion, keepLabel = 'Keep record', deps = [], afterSave, create } = options;
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const record = api.useRecord(isNew ? undefined : id);
  const save = api.useSave();
  const remove = api.useDelete();
  const form = useForm<V>({ initialValues: valuesOf(), validate });

  const loaded = useRef<string | undefined>(undefined);
  useEffect(() => {
    // A fresh copy of the same record arriving while the user edits it (its figures changed by a
    // related record) leaves the edits alone.
    if (record.data?.id === loaded.current && form.isDirty()) return;
    loaded.current = record.data?.id;
    const values = valuesOf(record.data);
    form.setInitialValues(values);
    form.setValues(values);
    // Only when another record (or a fresh copy after saving) or another default arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data, ...deps]);

  let blocked: ReactNode = null;
  if (!isNew && record.error) {
    blocked = <Alert color="red">{record.error instanceof ApiError ? record.error.message : messages.internalServerError}</Alert>;
  } else if (!isNew && !record.data) {
    blocked = <Loader aria-label={messages.systemLoading} />;
  }

  const submit = form.onSubmit((values) => {
    if (isNew && create) {
      create.send(values).then((saved) => (saved ? finish(saved) : kept()), (error: unknown) => showSubmitError(form, error));
      return;
    }
    save.mutate(
      { id: isNew ? undefined : id, body: bodyOf(values) },
      {
        onSuccess: (saved) => void finish(saved),
        onError: (error) => showSubmitError(form, error),
      },
    );
  });
  /** After a save: what else the page saves with it, then 'Record saved', and a new record moves to its own id. */
  async function finish(saved: R) {
    // At once: the page drawn when saving ends must not hold the edits as unsaved (leaving would ask).
    form.resetDirty(valuesOf(saved));
    await afterSave?.(saved).catch((error: unknown) => showSubmitError(form, error));
    notifySuccess(messages.recordSaved);
    if (isNew) void navigate(buildPath(paths.edit, { id: saved.id }), { replace: true });
  }
  /** A new record kept on the device until the network returns: the page is done with it. */
  function kept() {
    form.resetDirty();
    notifySuccess(messages.keptOnDevice);
    setLeaving(true);
  }
  // Once the page is drawn without unsaved edits, or leaving would ask about them.
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (leaving) void navigate(paths.list);
  }, [leaving, navigate, paths.list]);
  const onDelete = isNew
    ? undefined
    : () =>
        confirmDeleteWithLinked(deleteQuestion, {
          remove: (linked) => remove.mutateAsync({ ids: [id], linked }),
          keepLabel,
          onDeleted: () => {
            form.resetDirty();
            void navigate(paths.list);
          },
        });

  return {
    id,
    isNew,
    record: record.data,
    form,
    blocked,
    /** The EditorPage props that do not depend on the page's own content. */
    editor: {
      dirty: form.isDirty(),
      saving: save.isPending || (create?.pending ?? false),
      onSubmit: () => submit(),
      onCancel: () => void navigate(paths.list),
      onDelete,
    },
  };
}

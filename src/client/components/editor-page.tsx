import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { confirmLeave } from './confirm.js';
import classes from './editor-page.module.css';

interface EditorPageProps {
  /** The page's heading; none where the editor sits in a drawer that names it. */
  title?: string | undefined;
  /** Unsaved changes: leaving the page asks first. */
  dirty: boolean;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Present once the record exists. */
  onDelete?: (() => void) | undefined;
  /** The record's own fields: part of the form that Save sends. */
  children: ReactNode;
  /** Sections saved on their own (notes, documents), under the form. */
  after?: ReactNode;
}

/** The frame of every editor: title and delete, the form, a Save/Cancel footer that stays in view, and a guard against losing edits. */
export function EditorPage({ title, dirty, saving, onSubmit, onCancel, onDelete, children, after }: EditorPageProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmLeave({ onLeave: () => blocker.proceed(), onStay: () => blocker.reset() });
  }, [blocker]);

  return (
    <Stack gap="md" pb={80}>
      <Group justify={title ? 'space-between' : 'flex-end'} wrap="nowrap">
        {title ? (
          <Title order={1} size="h2">
            {title}
          </Title>
        ) : null}
        {onDelete ? (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete} style={{ flexShrink: 0 }}>
            Delete
          </Button>
        ) : null}
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack gap="md">{children}</Stack>
        <Paper withBorder p="sm" mt="md" className={classes.footer}>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Paper>
      </form>
      {after}
    </Stack>
  );
}

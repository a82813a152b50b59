import '@mantine/dropzone/styles.css';
import { ActionIcon, Alert, CopyButton, Group, Image, Progress, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCheck, IconCopy, IconDownload, IconFile, IconLock, IconTrash, IconUpload, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../../shared/messages.js';
import type { DocumentInfo } from '../../../shared/record-parts.js';
import { ApiError } from '../../lib/api-error.js';
import { formatDate, formatFileSize } from '../../lib/format.js';
import { notifyDeleteFailed, notifySaveFailed, notifySuccess } from '../../lib/notify.js';
import { confirmDestructive } from '../confirm.js';
import { useDeleteDocument } from './api/delete-document.js';
import { documentFileUrl, useDocuments } from './api/list-documents.js';
import { useSetDocumentPublic } from './api/set-document-public.js';
import { DocumentLink, forgetDocument, KeepOfflineButton } from './offline-document.js';
import { useUploadDocument } from './api/upload-documents.js';
import type { RecordPartProps } from './notes-section.js';
import { PartList, PartRow } from './part-row.js';
import { RecordSection } from './record-section.js';

interface Upload {
  name: string;
  progress: number;
  error?: string;
}

/**
 * The 'Documents' section of an editor: drop files or pick them (several at once, each with its
 * progress), then download, make public or private, copy the public URL, or delete them.
 */
export function DocumentsSection({ area, recordId }: RecordPartProps) {
  const documents = useDocuments(area, recordId);
  const upload = useUploadDocument(area, recordId);
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (name: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.name === name ? { ...u, ...change } : u)));

  const onDrop = (files: File[]) => {
    setUploads((list) => [...list.filter((u) => !u.error), ...files.map((f) => ({ name: f.name, progress: 0 }))]);
    for (const file of files) {
      upload.mutate(
        { file, onProgress: (fraction) => update(file.name, { progress: Math.round(fraction * 100) }) },
        {
          onSuccess: () => setUploads((list) => list.filter((u) => u.name !== file.name)),
          onError: (error) =>
            update(file.name, { error: error instanceof ApiError ? error.message : messages.internalServerError }),
        },
      );
    }
  };

  let body = (
    <Stack gap="xs" aria-hidden>
      <Skeleton h={48} />
    </Stack>
  );
  if (documents.data?.length === 0) body = <Text c="dimmed" size="sm">No documents yet.</Text>;
  else if (documents.data) {
    body = (
      <PartList label="Documents">
        {documents.data.map((doc) => (
          <DocumentRow key={doc.id} area={area} recordId={recordId} doc={doc} />
        ))}
      </PartList>
    );
  } else if (documents.error) {
    body = <Alert color="red">{documents.error instanceof ApiError ? documents.error.message : messages.internalServerError}</Alert>;
  }

  return (
    <RecordSection title="Documents">
      <Dropzone onDrop={onDrop} aria-label="Upload documents" multiple>
        <Group justify="center" gap="sm" mih={64}>
          <IconUpload size={28} aria-hidden />
          <Text size="sm">Drop files here or click to choose them</Text>
        </Group>
      </Dropzone>
      {uploads.map((u) => (
        <Stack key={u.name} gap={4}>
          <Text size="sm">{u.name}</Text>
          {u.error ? (
            <Text size="sm" c="red" role="alert">
              {u.error}
            </Text>
          ) : (
            <Progress value={u.progress} aria-label={`Uploading ${u.name}`} />
          )}
        </Stack>
      ))}
      {body}
    </RecordSection>
  );
}

function DocumentRow({ area, recordId, doc }: RecordPartProps & { doc: DocumentInfo }) {
  const setPublic = useSetDocumentPublic(area, recordId);
  const remove = useDeleteDocument(area, recordId);
  const toggle = () =>
    setPublic.mutate(
      { documentId: doc.id, isPublic: !doc.isPublic },
      { onSuccess: () => notifySuccess(messages.recordSaved), onError: notifySaveFailed },
    );
  const confirmDelete = () =>
    confirmDestructive({
      question: messages.deleteRecord,
      onConfirm: () =>
        remove.mutate(doc.id, {
          onSuccess: () => {
            notifySuccess(messages.recordDeleted);
            void forgetDocument(doc.id);
          },
          onError: notifyDeleteFailed,
        }),
    });

  return (
    <PartRow
      leading={
        doc.hasThumbnail ? (
          <Image src={documentFileUrl(area, recordId, doc.id, 'thumbnail')} alt="" w={48} h={48} fit="cover" radius="sm" />
        ) : (
          <IconFile size={28} aria-hidden />
        )
      }
      title={
        <DocumentLink doc={doc} href={documentFileUrl(area, recordId, doc.id, 'content', true)} />
      }
      meta={[doc.contentType, formatFileSize(doc.size), `Uploaded ${formatDate(doc.uploadedAt)}`, doc.isPublic ? 'Public' : 'Private']}
      actions={
        <>
          <ActionIcon component="a" href={documentFileUrl(area, recordId, doc.id, 'content')} variant="subtle" size="lg" aria-label={`Download ${doc.fileName}`}>
            <IconDownload size={18} />
          </ActionIcon>
          <KeepOfflineButton doc={doc} contentUrl={documentFileUrl(area, recordId, doc.id, 'content')} />
          <Tooltip label={doc.isPublic ? 'Make private' : 'Make public'}>
            <ActionIcon variant="subtle" size="lg" aria-label={`${doc.isPublic ? 'Make private' : 'Make public'}: ${doc.fileName}`} onClick={toggle} loading={setPublic.isPending}>
              {doc.isPublic ? <IconLock size={18} /> : <IconWorld size={18} />}
            </ActionIcon>
          </Tooltip>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete ${doc.fileName}`} onClick={confirmDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </>
      }
    >
      {doc.publicUrl ? (
        <Group gap={4} wrap="nowrap">
          <Text size="xs" truncate="end" ff="monospace" aria-label={`Public URL of ${doc.fileName}`}>
            {doc.publicUrl}
          </Text>
          <CopyButton value={doc.publicUrl}>
            {({ copied, copy }) => (
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={`Copy URL of ${doc.fileName}`}
                onClick={() => {
                  copy();
                  notifySuccess(messages.copiedToClipboard);
                }}
              >
                {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              </ActionIcon>
            )}
          </CopyButton>
        </Group>
      ) : null}
    </PartRow>
  );
}

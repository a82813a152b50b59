import { ActionIcon, Anchor, Button, CopyButton, FileButton, Group, Image, Modal, Paper, Slider, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCamera, IconCheck, IconCopy, IconFileTypePdf, IconLock, IconPhoto, IconTrash, IconWorld, IconZoomIn } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../../../shared/messages.js';
import type { Receipt } from '../../../../shared/receipts.js';
import { confirmDestructive } from '../../../components/confirm.js';
import { formatDate } from '../../../lib/format.js';
import { notifySaveFailed, notifySuccess } from '../../../lib/notify.js';
import { receiptImageUrl, receiptPdfUrl, useReceiptActions } from '../api/receipts-api.js';
import { PdfFrame } from './pdf-frame.js';

/** What a receipt's file may be: a photo (phones send JPEG or HEIC) or a PDF. */
const ACCEPT = 'image/*,application/pdf';

/** Choose a file, or on a phone take a photo with the camera. */
function FileChoice({ onFile, busy, label }: { onFile: (file: File) => void; busy?: boolean; label: string }) {
  return (
    <Group gap="xs">
      <FileButton onChange={(file) => file && onFile(file)} accept={ACCEPT}>
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconPhoto size={16} />} loading={busy}>
            {label}
          </Button>
        )}
      </FileButton>
      <FileButton onChange={(file) => file && onFile(file)} accept="image/*" capture="environment">
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconCamera size={16} />} loading={busy}>
            Take photo
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

/** The photo or PDF chosen with a new receipt, uploaded when it is saved. */
export function ReceiptPhotoInput({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Photo or PDF
      </Text>
      <FileChoice onFile={onChange} label="Choose file" />
      {file ? (
        <Group gap="xs">
          <Text size="sm">{file.name}</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => onChange(null)}>
            Remove
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The receipt's picture, with zoom in a larger view. */
function ReceiptImage({ receipt }: { receipt: Receipt }) {
  const [zoomed, setZoomed] = useState(false);
  const [scale, setScale] = useState(1);
  const image = receipt.image;
  if (!image) return null;
  if (!image.hasView) {
    return (
      <Stack gap="xs">
        <PdfFrame url={receiptImageUrl(receipt.id, false)} version={receipt.updatedAt} title={image.fileName} height={480} />
        <Anchor href={receiptImageUrl(receipt.id, false)} download={image.fileName} size="sm">
          Download {image.fileName}
        </Anchor>
      </Stack>
    );
  }
  const src = `${receiptImageUrl(receipt.id, true)}&v=${encodeURIComponent(receipt.updatedAt)}`;
  return (
    <>
      <Tooltip label="Zoom">
        <ActionIcon variant="transparent" w="100%" h="auto" onClick={() => setZoomed(true)} aria-label="Zoom receipt image">
          <Image src={src} alt={`Receipt ${receipt.vendor}`} mah={420} fit="contain" radius="sm" />
        </ActionIcon>
      </Tooltip>
      <Modal opened={zoomed} onClose={() => setZoomed(false)} title={image.fileName} size="xl">
        <Stack>
          <Group gap="xs">
            <IconZoomIn size={16} aria-hidden />
            <Slider aria-label="Zoom" min={1} max={4} step={0.25} value={scale} onChange={setScale} style={{ flex: 1 }} />
          </Group>
          <div style={{ overflow: 'auto', maxHeight: '70vh' }}>
            <img src={src} alt={`Receipt ${receipt.vendor}, zoomed`} style={{ width: `${scale * 100}%`, display: 'block' }} />
          </div>
        </Stack>
      </Modal>
    </>
  );
}

/** 'View PDF': the receipt's PDF in the page; 'Could not load PDF file' when it cannot be had. */
function PdfViewer({ receiptId, opened, onClose, version }: { receiptId: string; opened: boolean; onClose: () => void; version: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Receipt PDF" size="xl">
      {opened ? <PdfFrame url={receiptPdfUrl(receiptId)} version={version} title="Receipt PDF" /> : null}
    </Modal>
  );
}

/** A saved receipt's file, PDF and public link. */
export function ReceiptFilePanel({ receipt }: { receipt: Receipt }) {
  const actions = useReceiptActions(receipt.id);
  const [viewing, setViewing] = useState(false);
  const publicUrl = receipt.publicUrl ? new URL(receipt.publicUrl, window.location.origin).href : null;
  const failed = (error: unknown) => notifySaveFailed(error);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Image
        </Title>
        {receipt.image ? <ReceiptImage receipt={receipt} /> : <Text c="dimmed" size="sm">No photo or PDF yet.</Text>}
        <Group gap="xs">
          <FileChoice label={receipt.image ? 'Replace file' : 'Choose file'} busy={actions.upload.isPending} onFile={(file) => actions.upload.mutate(file, { onSuccess: () => notifySuccess(messages.recordSaved), onError: failed })} />
          {receipt.image ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => confirmDestructive({ question: messages.deleteRecord, onConfirm: () => actions.removeImage.mutate(undefined, { onError: failed }) })}
            >
              Remove image
            </Button>
          ) : null}
        </Group>
        {receipt.location ? (
          <Text size="xs" c="dimmed">
            Taken at {receipt.location.latitude.toFixed(5)}, {receipt.location.longitude.toFixed(5)}
          </Text>
        ) : null}

        <Title order={2} size="h4" mt="sm">
          PDF
        </Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconFileTypePdf size={16} />} loading={actions.createPdf.isPending} onClick={() => actions.createPdf.mutate(undefined, { onSuccess: () => notifySuccess(messages.recordSaved), onError: failed })}>
            Create PDF
          </Button>
          {receipt.pdfCreatedAt ? (
            <Button variant="default" onClick={() => setViewing(true)}>
              View PDF
            </Button>
          ) : null}
          {receipt.pdfCreatedAt ? <Text size="xs" c="dimmed">Made {formatDate(receipt.pdfCreatedAt)}</Text> : null}
        </Group>
        <PdfViewer receiptId={receipt.id} opened={viewing} onClose={() => setViewing(false)} version={receipt.pdfCreatedAt ?? ''} />

        <Title order={2} size="h4" mt="sm">
          Sharing
        </Title>
        {publicUrl ? (
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <TextInput aria-label="Public URL" value={publicUrl} readOnly style={{ flex: 1 }} />
              <CopyButton value={publicUrl}>
                {({ copied, copy }) => (
                  <ActionIcon
                    variant="light"
                    aria-label="Copy public URL"
                    onClick={() => {
                      copy();
                      notifySuccess(messages.copiedToClipboard);
                    }}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                )}
              </CopyButton>
            </Group>
            <Button variant="default" leftSection={<IconLock size={16} />} onClick={() => actions.setPublic.mutate(false, { onError: failed })}>
              Make private
            </Button>
          </Stack>
        ) : (
          <Button variant="light" leftSection={<IconWorld size={16} />} onClick={() => actions.setPublic.mutate(true, { onError: failed })}>
            Make public
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

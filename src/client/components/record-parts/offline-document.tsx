// A document kept on the device for the road: its bytes in the signed-in user's offline database
// (deleted at sign-out with the rest), opened from there, with or without a network. The offline
// copy's module is asked for when needed: imported here, it would be split out of the chunk every
// signed-in page loads (1.2 kB more on every page, measured by check:size).
import { ActionIcon, Anchor, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { messages } from '../../../shared/messages.js';
import type { DocumentInfo } from '../../../shared/record-parts.js';
import { errorFrom } from '../../lib/api-client.js';
import { ApiError } from '../../lib/api-error.js';
import { notifySaveFailed, notifySuccess } from '../../lib/notify.js';

const fileKey = (id: string) => `document:${id}`;
const offlineCache = () => import('../../lib/offline-cache.js');
// A key of its own: what is asked is the device, not the server, so it is never kept or sent.
const keptKey = (id: string) => ['offline-document', id] as const;

/** What the button says once a document is kept, or no longer. */
export const offlineDocumentTexts = { kept: 'Available offline on this device', dropped: 'No longer kept offline' } as const;

/** The document's bytes as kept on this device, or null; asked of the device even with no network. */
const useKeptDocument = (id: string) =>
  useQuery({ queryKey: keptKey(id), queryFn: async () => (await (await offlineCache()).keptFile(fileKey(id))) ?? null, networkMode: 'always', staleTime: Number.POSITIVE_INFINITY });

/** Forgets the copy of a document that is deleted. */
export const forgetDocument = async (id: string) => (await offlineCache()).forgetFile(fileKey(id));

/** The document's name, opening the copy on this device when there is one, else the server's. */
export function DocumentLink({ doc, href }: { doc: DocumentInfo; href: string }) {
  const kept = useKeptDocument(doc.id).data;
  const url = useMemo(() => (kept ? URL.createObjectURL(kept) : undefined), [kept]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <Anchor href={url ?? href} target="_blank" rel="noopener" fw={500}>
      {doc.fileName}
    </Anchor>
  );
}

/** 'Available offline': keeps the document's bytes on this device, or lets them go. */
export function KeepOfflineButton({ doc, contentUrl }: { doc: DocumentInfo; contentUrl: string }) {
  const client = useQueryClient();
  const kept = Boolean(useKeptDocument(doc.id).data);
  const change = useMutation({
    networkMode: 'always',
    mutationFn: async (keep: boolean) => {
      if (!keep) return forgetDocument(doc.id);
      let response: Response;
      try {
        response = await fetch(contentUrl, { credentials: 'same-origin' });
      } catch {
        throw new ApiError(0, 'INTERNAL', messages.errorConnecting);
      }
      if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => null));
      return (await offlineCache()).keepFile(fileKey(doc.id), new File([await response.blob()], doc.fileName, { type: doc.contentType }));
    },
    onSuccess: async (_, keep) => {
      await client.invalidateQueries({ queryKey: keptKey(doc.id) });
      notifySuccess(keep ? offlineDocumentTexts.kept : offlineDocumentTexts.dropped);
    },
    onError: notifySaveFailed,
  });
  return (
    <Tooltip label={kept ? 'Kept on this device: tap to let it go' : 'Keep on this device for use with no network'}>
      <ActionIcon
        variant={kept ? 'light' : 'subtle'}
        size="lg"
        aria-label={`Available offline: ${doc.fileName}`}
        aria-pressed={kept}
        loading={change.isPending}
        onClick={() => change.mutate(!kept)}
      >
        {kept ? <IconCloudCheck size={18} /> : <IconCloudDownload size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

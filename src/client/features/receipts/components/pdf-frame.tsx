import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { messages } from '../../../../shared/messages.js';

/**
 * A PDF shown in the page: fetched, then framed from a blob URL of the app's own origin (a served
 * file is sandboxed and may not be framed); 'Could not load PDF file' when it cannot be had.
 */
export function PdfFrame({ url, version, title, height = '75vh' }: { url: string; version: string; title: string; height?: number | string }) {
  const pdf = useQuery({
    queryKey: ['pdf', url, version],
    queryFn: async () => {
      const res = await fetch(url, { credentials: 'same-origin' });
      const blob = await res.blob();
      if (!res.ok || blob.type !== 'application/pdf') throw new Error(messages.couldNotLoadPdf);
      return blob;
    },
    retry: false,
    gcTime: 0,
  });
  const objectUrl = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : undefined), [pdf.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  if (pdf.isError) return <Alert color="red">{messages.couldNotLoadPdf}</Alert>;
  if (!objectUrl) return <Loader aria-label={messages.systemLoading} />;
  return <iframe title={title} src={objectUrl} style={{ width: '100%', height, border: 0 }} />;
}

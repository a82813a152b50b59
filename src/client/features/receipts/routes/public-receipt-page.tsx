import { Alert, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { formatMoney } from '../../../../shared/money.js';
import { PublicReceiptSchema } from '../../../../shared/receipts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { ApiError } from '../../../lib/api-error.js';
import { formatDate } from '../../../lib/format.js';
import { PdfFrame } from '../components/pdf-frame.js';

/** `/public/receipts/:token`: a receipt someone made public, readable without signing in; 404 once made private. */
export function PublicReceiptPage() {
  const { token = '' } = useParams();
  const base = `/api/public/receipts/${encodeURIComponent(token)}`;
  const receipt = useQuery({ queryKey: ['public-receipt', token], queryFn: () => apiRequest(base, { schema: PublicReceiptSchema }), retry: false });
  if (receipt.isPending) return <Loader aria-label={messages.systemLoading} />;
  if (receipt.error) {
    const missing = receipt.error instanceof ApiError && receipt.error.status === 404;
    return <Alert color={missing ? 'gray' : 'red'}>{missing ? messages.notFound('Receipt') : messages.internalServerError}</Alert>;
  }
  const r = receipt.data;
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1} size="h2">
        {r.vendor || r.receiptType || 'Receipt'}
      </Title>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text>
            {formatDate(r.receiptAt.local.slice(0, 10))} {r.receiptAt.local.slice(11)} ({r.receiptAt.zone})
          </Text>
          {r.receiptType ? <Text c="dimmed">{r.receiptType}</Text> : null}
          <Text fw={700} size="xl">
            {formatMoney(r.amountMinor, r.currency)}
          </Text>
        </Stack>
      </Paper>
      {r.hasImage && r.imageIsPdf ? <PdfFrame url={`${base}/image`} version={token} title="Receipt PDF" /> : null}
      {r.hasImage && !r.imageIsPdf ? <Image src={`${base}/image`} alt={`Receipt ${r.vendor}`} fit="contain" radius="sm" /> : null}
    </Stack>
  );
}

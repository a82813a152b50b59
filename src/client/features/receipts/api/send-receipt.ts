import { ReceiptSchema, type Receipt } from '../../../../shared/receipts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { forgetFile, keptFile } from '../../../lib/offline-cache.js';
import type { ReceiptCapture } from './capture-receipt.js';
import { receiptsApi, uploadReceiptImage } from './receipts-api.js';

/**
 * Makes the receipt, then gives it its photo. Sent again (the answer lost, the network gone between
 * the two), the receipt's Idempotency-Key makes it once and the photo replaces itself.
 */
export async function sendReceipt({ key, input, photo }: ReceiptCapture): Promise<Receipt> {
  const saved = await apiRequest(receiptsApi.base, { method: 'POST', body: input, schema: ReceiptSchema, idempotencyKey: key });
  const file = photo ? await keptFile(key) : undefined;
  if (!file) return saved;
  const withPhoto = await uploadReceiptImage(saved.id, file);
  await forgetFile(key);
  return withPhoto;
}

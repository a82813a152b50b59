import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Receipt, ReceiptInputSchema } from '../../../../shared/receipts.js';
import { notifySaveFailed } from '../../../lib/notify.js';
import { keepFile } from '../../../lib/offline-cache.js';
import { outboxKey, outboxRetry, outboxRetryDelay, outboxScope, sendOrKeep, useWaitingWrites, uuidv7 } from '../../../lib/outbox.js';

/** A receipt as sent (its time as the wall clock and zone typed). */
type ReceiptDraft = z.input<typeof ReceiptInputSchema>;

/** A new receipt captured, with its photo kept on the device until the server has it. */
export interface ReceiptCapture {
  /** Its Idempotency-Key, the key its photo is kept under, and its id in lists until the server has it. */
  key: string;
  input: ReceiptDraft;
  /** Whether a photo (or PDF) was taken with it. */
  photo: boolean;
}

const CAPTURE = 'receipt-capture';

/**
 * A new receipt as an outbox write: captured with no network (at a taxi rank, in the air), its trip
 * shows it waiting at once, and the server has it, photo and all, when it can.
 */
export const captureReceiptWrite = (client: QueryClient) => ({
  mutationKey: outboxKey(CAPTURE),
  scope: outboxScope,
  retry: outboxRetry,
  retryDelay: outboxRetryDelay,
  // Loaded when a receipt is sent, so that every signed-in page, which must know the write before
  // the offline copy brings back those that wait, does not load the receipts' schemas and calls.
  mutationFn: async (capture: ReceiptCapture): Promise<Receipt> => (await import('./send-receipt.js')).sendReceipt(capture),
  onError: (error: Error) => notifySaveFailed(error),
  onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['receipts'] }), client.invalidateQueries({ queryKey: ['trips'] })]),
});

/**
 * Captures a new receipt with its photo, if any: the saved receipt, or null when it waits on the
 * device for the network. The photo is kept before anything is sent, so that a tab closed while it
 * uploads loses it no more than the receipt.
 */
export function useCaptureReceipt() {
  const mutation = useMutation(captureReceiptWrite(useQueryClient()));
  const capture = async (input: ReceiptDraft, photo: File | null): Promise<Receipt | null> => {
    const key = uuidv7();
    if (photo) await keepFile(key, photo);
    return sendOrKeep(mutation, { key, input, photo: photo !== null });
  };
  return { capture, pending: mutation.isPending };
}

/** The receipts captured that wait to be sent, of the trip `tripId`. */
export const useWaitingReceipts = (tripId: string): ReceiptCapture[] =>
  useWaitingWrites<ReceiptCapture>(CAPTURE).filter((capture) => capture.input.tripId === tripId);

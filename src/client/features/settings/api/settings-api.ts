import { useQuery } from '@tanstack/react-query';
import { PaymentTypePageSchema, PaymentTypeSchema, ReceiptTypePageSchema, ReceiptTypeSchema } from '../../../../shared/receipts.js';
import { apiRequest } from '../../../lib/api-client.js';
import { recordApi } from '../../../lib/record-api.js';

/** `/api/v1/payment-types` (Settings → Payment types). */
export const paymentTypesApi = recordApi('payment-types', { record: PaymentTypeSchema, page: PaymentTypePageSchema });
/** `/api/v1/receipt-types` (Settings → Receipt types). */
export const receiptTypesApi = recordApi('receipt-types', { record: ReceiptTypeSchema, page: ReceiptTypePageSchema });

/** The user's receipt types by name, as choices for the receipt editor. */
export function useReceiptTypeOptions() {
  return useQuery({
    queryKey: [...receiptTypesApi.keys.all, 'options'],
    queryFn: () => apiRequest('/api/v1/receipt-types?pageSize=100&sort=name', { schema: ReceiptTypePageSchema }),
    select: (page) => page.items,
  });
}

/** The user's cards, the default first, as choices for a CC receipt. */
export function usePaymentTypeOptions() {
  return useQuery({
    queryKey: [...paymentTypesApi.keys.all, 'options'],
    queryFn: () => apiRequest('/api/v1/payment-types?pageSize=100&sort=isDefault&order=desc', { schema: PaymentTypePageSchema }),
    select: (page) => page.items,
  });
}

/** A card as the product shows it: "Visa ····4242". */
export const cardLabel = (card: { ccName: string; lastFour: string }) => `${card.ccName} ····${card.lastFour}`;
